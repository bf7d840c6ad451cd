/**
 * Rich text shown in a detail (display type innerHTML) is sanitised in the browser too: a
 * value stored before the server's sanitiser, or written straight into the database, still
 * runs nothing, styles nothing and keeps its formatting.
 */
import { describe, expect, it } from "vitest";
import { DisplayValue } from "../../../../../src/client/schema-form/DisplayValue";
import type { DisplayItem } from "../../../../../src/schema/adapter/to-display";
import { setupClientTests } from "../../../render-app";
import { renderWithProviders } from "../../render-schema";

setupClientTests();

const NOTES: DisplayItem = {
  id: "notes",
  label: "Catatan",
  type: "innerHTML",
  requestedType: "innerHTML",
  viewData: "notes",
  transform: "",
  className: "",
  field: {},
};

async function shown(html: string): Promise<HTMLElement> {
  const { container } = await renderWithProviders(
    <DisplayValue item={NOTES} record={{ notes: html }} locale="id" />,
  );
  const root = container.querySelector<HTMLElement>(".display-html");
  if (!root) throw new Error("no rich text shown");
  return root;
}

describe("rich text on display", () => {
  it.each([
    ["a script", "<p>a</p><script>window.pwned = 1</script>", "script"],
    ["an image's onerror", '<img src="x" onerror="window.pwned = 1">', "[onerror]"],
    ["a javascript: link", '<a href="javascript:window.pwned = 1">a</a>', "a[href]"],
    ["an SVG onload", '<svg onload="window.pwned = 1"></svg>', "[onload]"],
    ["an iframe", '<iframe src="https://evil.test"></iframe>', "iframe"],
    ["an inline style", '<p style="position:fixed;inset:0">a</p>', "[style]"],
    ["a style element", "<style>body { display: none }</style><p>a</p>", "style"],
    [
      "a form posing as sign-in",
      '<form action="https://evil.test"><input name="p"></form>',
      "form, input",
    ],
  ])("drops %s", async (_name, html, selector) => {
    const root = await shown(html);
    expect(root.querySelector(selector)).toBeNull();
  });

  it("keeps the editor's formatting", async () => {
    const root = await shown(
      '<h2>Syarat</h2><p><strong>Wajib</strong> <em>APD</em> <u>lengkap</u></p><ul><li><p>helm</p></li></ul><p><a href="https://mandor.test/k3" target="_blank" rel="noopener noreferrer nofollow">aturan</a></p>',
    );
    expect(root.querySelector("h2")).toHaveTextContent("Syarat");
    expect(root.querySelector("strong")).toHaveTextContent("Wajib");
    expect(root.querySelector("u")).toHaveTextContent("lengkap");
    expect(root.querySelector("li")).toHaveTextContent("helm");
    expect(root.querySelector("a")).toHaveAttribute("href", "https://mandor.test/k3");
  });
});
