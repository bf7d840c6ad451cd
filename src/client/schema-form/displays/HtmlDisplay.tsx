/**
 * Rich text stored as HTML (user agreements, descriptions written in the editor). It is
 * sanitised before it is shown (the server has already cut it to the editor's markup, but a
 * value may predate that or come from elsewhere): no script, no event handler, no foreign
 * frame, no style survives.
 */
import DOMPurify from "dompurify";
import { type DisplayProps, displayWidget } from "../registry/define-widget";

/**
 * DOMPurify's defaults drop scripts, event handlers and `javascript:` URLs; stored text has no
 * business with styles or form controls either (a style can cover the page or fetch a
 * tracking address, a form can pose as Mandor's sign-in).
 */
const PURIFY = {
  FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select"],
  FORBID_ATTR: ["style"],
};

export function HtmlDisplay({ value }: DisplayProps) {
  const html = DOMPurify.sanitize(
    value === null || value === undefined ? "" : String(value),
    PURIFY,
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className="display-html" dangerouslySetInnerHTML={{ __html: html }} />;
}

export const widget = displayWidget("innerHTML", HtmlDisplay);
