/**
 * The server's allow-list for rich text (`texteditor` fields): exactly the markup the editor
 * writes (Tiptap's starter kit: paragraphs, headings, marks, lists, quotes, code, rules and
 * links; src/client/schema-form/widgets/texteditor/RichTextEditor.tsx), nothing else. Whatever a client sends — pasted from elsewhere, posted straight to the
 * API or imported from a spreadsheet — is cut down to it before it is stored, so no script,
 * event handler, `javascript:` link, style or foreign frame ever reaches the database.
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "strong",
    "em",
    "u",
    "s",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
  ],
  allowedAttributes: { a: ["href", "target", "rel"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // A removed element's text stays (a <span> around words keeps the words), but never the
  // body of a script, style or frame.
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  transformTags: {
    // The editor opens links in a new tab; nothing may reach back into Mandor's window.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        target: "_blank",
        rel: "noopener noreferrer nofollow",
      },
    }),
  },
};

/** `html` with only the editor's own markup left. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
