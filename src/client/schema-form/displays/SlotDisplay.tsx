/**
 * A named place a screen may fill with its own content (display type `slot`, named by the
 * field's id). The generic screen has nothing of its own to put there, so it shows the value
 * as text, marked with the slot's name for a screen built on it to find.
 */
import { type DisplayProps, displayWidget } from "../registry/define-widget";

export function SlotDisplay({ text, item }: DisplayProps) {
  return (
    <span className="display-slot" data-slot={item.id}>
      {text === "" ? <span className="display-empty">—</span> : text}
    </span>
  );
}

export const widget = displayWidget("slot", SlotDisplay);
