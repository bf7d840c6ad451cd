/** A web address as a link that opens in a new tab; anything but http(s) stays plain text. */
import { type DisplayProps, displayWidget } from "../registry/define-widget";

export function LinkDisplay({ text }: DisplayProps) {
  if (!/^https?:\/\//i.test(text))
    return text === "" ? <span className="display-empty">—</span> : text;
  return (
    <a href={text} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}

export const widget = displayWidget("link", LinkDisplay);
