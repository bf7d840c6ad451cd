/**
 * The list's summary statistics (the answer's `rekap`), one small card each above the list,
 * formatted by the item's transform (numbers in the Indonesian style by default), its top edge
 * in the item's colour.
 */
import { applyTransform } from "../../../schema/adapter/transforms";
import type { RekapValue } from "../../../schema/api/crud";
import { useListContext } from "./list-context";

/** The theme's tones an overlay may name instead of a CSS colour. */
const TONES = new Set(["primary", "success", "danger", "warning"]);

/** The card's top-edge colour: a tone's theme colour, else the CSS colour as written. */
export function rekapColor(color: string): string {
  return TONES.has(color) ? `var(--color-${color})` : color;
}

function rekapText(item: RekapValue, locale: "id" | "en"): string {
  const transform = item.transform ?? (typeof item.value === "number" ? "number" : "");
  return applyTransform(transform, item.value, { locale }) || "—";
}

export function RekapCards() {
  const { rekap, locale } = useListContext();
  if (rekap.length === 0) return null;
  return (
    <ul className="rekap">
      {rekap.map((item) => (
        <li
          key={item.id}
          className={item.bgClass ? `rekap__card ${item.bgClass}` : "rekap__card"}
          style={item.color ? { borderTopColor: rekapColor(item.color) } : undefined}
        >
          <span className="rekap__label">{item.label}</span>
          <strong className="rekap__value">{rekapText(item, locale)}</strong>
        </li>
      ))}
    </ul>
  );
}
