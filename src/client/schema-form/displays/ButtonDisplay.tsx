/**
 * An action as a button (display type `button`): the value is where it leads — a page of the
 * app ("/project?view=detail&id=3") opened in place, or a web address opened in a new tab —
 * and the button reads the column's label. Any other value stays plain text, so a stored
 * "javascript:" never becomes a link.
 */
import { Link } from "wouter";
import { type DisplayProps, displayWidget } from "../registry/define-widget";

const APP_PATH = /^\/(?!\/)/;
const WEB_ADDRESS = /^https?:\/\//i;

export function ButtonDisplay({ text, item }: DisplayProps) {
  if (text === "") return <span className="display-empty">—</span>;
  if (APP_PATH.test(text)) {
    return (
      <Link href={text} className="button button--secondary button--small">
        {item.label}
      </Link>
    );
  }
  if (!WEB_ADDRESS.test(text)) return text;
  return (
    <a
      href={text}
      target="_blank"
      rel="noopener noreferrer"
      className="button button--secondary button--small"
    >
      {item.label}
    </a>
  );
}

export const widget = displayWidget("button", ButtonDisplay);
