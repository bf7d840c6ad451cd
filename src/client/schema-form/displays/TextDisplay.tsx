/** Plain text, already formatted by the column's transform. */
import { type DisplayProps, displayWidget } from "../registry/define-widget";

export function TextDisplay({ text }: DisplayProps) {
  return text === "" ? <span className="display-empty">—</span> : text;
}

export const widget = displayWidget("text", TextDisplay);
