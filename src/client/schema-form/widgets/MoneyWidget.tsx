/**
 * An amount in rupiah: "Rp." before the digits, grouped as the reader's language writes
 * numbers, and handed to the form as exact decimal text ("1250000000.75"), never a float, so
 * no cent is lost on the way to a numeric(18,2) column. Never negative.
 */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { DecimalInput } from "./number/DecimalInput";

const asText = (text: string) => text;

export function MoneyWidget(props: WidgetProps) {
  return (
    <div className="input-affix">
      <span className="input-affix__prefix" aria-hidden="true">
        Rp.
      </span>
      <DecimalInput {...props} toValue={asText} signed={false} />
    </div>
  );
}

export const widget = inputWidget("money", MoneyWidget);
