/**
 * A `*-range` field: one value `{ from, to }` edited by two inputs of the same date kind.
 * Each end limits the other's choices (the end cannot be picked before the start); the
 * order is also a validation rule ('range-order'), so a typed reversal is refused with a
 * message. An emptied end is left out; both emptied, the field has no value.
 */
import { useLingui } from "@lingui/react/macro";
import type { WidgetProps } from "@rjsf/utils";
import { dateFieldContext, NativeDateInput, sharedAttributes } from "./DateInput";
import type { DateKindName, Limits } from "./date-kinds";
import { type RangeValue, toRange, withEnd } from "./range-value";

const tighter = (limits: Limits, bound: "min" | "max", by: string | undefined): Limits =>
  by === undefined ? limits : { ...limits, [bound]: by };

export function RangeInput(props: WidgetProps & { kind: DateKindName }) {
  const { t } = useLingui();
  const { kind, id, label, onChange, options } = props;
  const { limits, valueKind } = dateFieldContext(props, kind);
  const range = toRange(props.value);
  const attributes = sharedAttributes(props);
  const change = (end: keyof RangeValue) => (next: unknown) => {
    const updated = withEnd(range, end, next);
    onChange(updated ?? options.emptyValue);
  };
  const text = (value: unknown) => (value === undefined ? undefined : String(value));
  return (
    <div className="date-range">
      <NativeDateInput
        kind={kind}
        valueKind={valueKind}
        value={range.from}
        onValue={change("from")}
        limits={tighter(limits, "max", text(range.to))}
        attributes={{ ...attributes, id, "aria-label": t`${label} dari` }}
      />
      <span aria-hidden="true">–</span>
      <NativeDateInput
        kind={kind}
        valueKind={valueKind}
        value={range.to}
        onValue={change("to")}
        limits={tighter(limits, "min", text(range.from))}
        attributes={{
          ...attributes,
          id: `${id}_to`,
          name: `${attributes.name}_to`,
          "aria-label": t`${label} sampai`,
        }}
      />
    </div>
  );
}
