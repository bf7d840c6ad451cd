/**
 * A widget's cards: one per statistics item, its total formatted by the item's transform (the
 * adapter's, so numbers read "3.002" in Indonesian and "3,002" in English, as everywhere).
 */
import { applyTransform } from "../../schema/adapter/transforms";
import type { StatisticItem } from "../../schema/dashboards/dashboard-types";
import { pickText, type SchemaLocale } from "../../schema/local-text";

export interface StatCard {
  id: string;
  label: string;
  value: number | null;
  text: string;
  color?: string;
  icon?: string;
  bgClass?: string;
}

/** One figure as an item shows it; no figure is a dash. */
export function statText(
  item: StatisticItem,
  value: number | null | undefined,
  locale: SchemaLocale,
) {
  if (value === null || value === undefined) return "—";
  const transform = item.transform ?? (item.numeric === false ? "" : "number");
  return applyTransform(transform, value, { locale }) || "—";
}

export function statCards(
  items: readonly StatisticItem[],
  totals: Record<string, number | null> | undefined,
  locale: SchemaLocale,
): StatCard[] {
  return items.map((item) => {
    const value = totals?.[item.id] ?? null;
    return {
      id: item.id,
      label: pickText(item.label, locale),
      value,
      text: statText(item, value, locale),
      ...(item.color ? { color: item.color } : {}),
      ...(item.icon ? { icon: item.icon } : {}),
      ...(item.bgClass ? { bgClass: item.bgClass } : {}),
    };
  });
}
