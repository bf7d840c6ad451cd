/** An amount in rupiah, "Rp. 1.500.000" (admin-area §9); an empty amount shows Rp. 0. */
import { applyTransform } from "../../../schema/adapter/transforms";
import { type DisplayProps, displayWidget } from "../registry/define-widget";

export function MoneyDisplay({ value, locale }: DisplayProps) {
  return <span className="display-number">{applyTransform("money", value, { locale })}</span>;
}

export const widget = displayWidget("money", MoneyDisplay);
