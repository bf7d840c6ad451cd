/**
 * A number, written as the reader's language writes numbers ("1.234.567,5" in Indonesian) and
 * handed to the form as the number it is; places from the column's scale or a `decimal:` rule.
 * An emptied number stays empty: a coordinate or a count left blank is unknown, not zero.
 */
import type { WidgetProps } from "@rjsf/utils";
import { inputWidget } from "../registry/define-widget";
import { DecimalInput } from "./number/DecimalInput";

export function NumberWidget(props: WidgetProps) {
  return <DecimalInput {...props} toValue={Number} signed />;
}

export const widget = inputWidget("number", NumberWidget);
