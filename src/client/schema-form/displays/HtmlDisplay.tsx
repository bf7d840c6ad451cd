/**
 * Rich text stored as HTML (user agreements, descriptions written in the editor). It is
 * sanitised before it is shown: no script, no event handler, no foreign frame survives.
 */
import DOMPurify from "dompurify";
import { type DisplayProps, displayWidget } from "../registry/define-widget";

export function HtmlDisplay({ value }: DisplayProps) {
  const html = DOMPurify.sanitize(value === null || value === undefined ? "" : String(value));
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className="display-html" dangerouslySetInnerHTML={{ __html: html }} />;
}

export const widget = displayWidget("innerHTML", HtmlDisplay);
