/**
 * The server's rich-text allow-list against the usual XSS payloads: nothing that can run
 * survives, and the editor's own formatting comes back unchanged.
 */
import { describe, expect, test } from "vitest";
import { sanitizeRichText } from "../../../src/server/crud/rich-text";

/** What is left of a link whose address was refused: its text, going nowhere. */
const dead = (text: string) => `<a target="_blank" rel="noopener noreferrer nofollow">${text}</a>`;

const ATTACKS: [string, string, string][] = [
  ["script element", "<p>a</p><script>window.pwned=1</script>", "<p>a</p>"],
  ["script in upper case", "<SCRIPT>alert(1)</SCRIPT><p>a</p>", "<p>a</p>"],
  ["image with onerror", '<p>x<img src=x onerror="window.pwned=1"></p>', "<p>x</p>"],
  ["event handler on an allowed tag", '<p onclick="alert(1)">a</p>', "<p>a</p>"],
  [
    "mouse handler on a link",
    '<a href="https://a.test" onmouseover="alert(1)">a</a>',
    '<a href="https://a.test" target="_blank" rel="noopener noreferrer nofollow">a</a>',
  ],
  ["javascript: link", '<a href="javascript:alert(1)">a</a>', dead("a")],
  ["javascript: link with entities", '<a href="jav&#x09;ascript:alert(1)">a</a>', dead("a")],
  ["data: link", '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">a</a>', dead("a")],
  ["vbscript: link", '<a href="vbscript:msgbox(1)">a</a>', dead("a")],
  ["style attribute", '<p style="background:url(javascript:alert(1))">a</p>', "<p>a</p>"],
  ["style element", "<style>body{background:url(javascript:alert(1))}</style><p>a</p>", "<p>a</p>"],
  ["iframe", '<iframe src="javascript:alert(1)"></iframe><p>a</p>', "<p>a</p>"],
  ["object", '<object data="evil.swf"></object><p>a</p>', "<p>a</p>"],
  ["svg with onload", '<svg onload="alert(1)"><circle r="1"/></svg><p>a</p>', "<p>a</p>"],
  ["math with a link", '<math><a href="javascript:alert(1)">x</a></math>', dead("x")],
  [
    "form and input",
    '<form action="https://evil.test"><input autofocus onfocus="alert(1)"></form>',
    "",
  ],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ""],
  ["base href", '<base href="https://evil.test/">', ""],
  ["unclosed comment trick", "<!--<img src=x onerror=alert(1)>--><p>a</p>", "<p>a</p>"],
  ["template", "<template><script>alert(1)</script></template><p>a</p>", "<p>a</p>"],
  [
    "noscript break-out",
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    "",
  ],
  ["headings and code the editor does not write", "<h1>a</h1><pre><code>b</code></pre>", "ab"],
  ["class and id", '<p class="x" id="y">a</p>', "<p>a</p>"],
  ["protocol-relative link", '<a href="//evil.test">a</a>', dead("a")],
];

describe("sanitizeRichText", () => {
  test.each(ATTACKS)("%s", (_name, dirty, clean) => {
    const html = sanitizeRichText(dirty);
    expect(html).not.toMatch(
      /<script|onerror|onclick|onload|onmouseover|onfocus|javascript:|style|<iframe|<img|<svg/i,
    );
    expect(html).toBe(clean);
  });

  test.each([
    ["paragraphs and marks", "<p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s></p>"],
    ["headings", "<h2>Judul</h2><h3>Sub</h3><p>teks</p>"],
    ["lists", '<ul><li><p>satu</p></li></ul><ol start="3"><li><p>tiga</p></li></ol>'],
    ["a quote", "<blockquote><p>q</p></blockquote>"],
    [
      "a link as the editor writes it",
      '<p><a href="https://mandor.test/a?b=1" target="_blank" rel="noopener noreferrer nofollow">tautan</a></p>',
    ],
    [
      "a mail link",
      '<p><a href="mailto:a@mandor.test" target="_blank" rel="noopener noreferrer nofollow">surat</a></p>',
    ],
    ["a line break", "<p>a<br />b</p>"],
  ])("keeps the editor's %s", (_name, html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  test("a link always opens apart from Mandor's window", () => {
    expect(sanitizeRichText('<a href="https://a.test" target="_self" rel="opener">a</a>')).toBe(
      '<a href="https://a.test" target="_blank" rel="noopener noreferrer nofollow">a</a>',
    );
  });
});
