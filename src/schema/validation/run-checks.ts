/**
 * The rules ajv does not express: a confirmation that must equal another field, the two date
 * locks, a number's decimal places, and the rules that compare a field with another
 * (`after:start_date`, `required_if:is_blacklisted,true`…). Pure, so the browser and the server
 * run the very same code.
 */
import type { FormOutput } from "../adapter/to-form";
import type { SchemaLocale } from "../local-text";
import type { FieldCheck } from "./compile-field-rules";
import { decimalPlaces } from "./decimal-text";
import { inOpenPeriod, isToday } from "./periods";
import { rangeInOrder } from "./range-order";
import type { CheckName } from "./rules";
import { addFieldError, type FieldErrors, ruleMessage } from "./to-field-errors";
import { compareValues } from "./value-order";

export interface CheckContext {
  locale: SchemaLocale;
  /** YYYY-MM-DD in the business time zone (see periods.ts). */
  today: string;
}

interface Check {
  /** Whether the field's value passes; `other` is the named field's value, if it holds one. */
  passes: (value: unknown, other: unknown, args: string[], today: string) => boolean;
  /** Judged on an empty field too (the conditional requirements); others skip empties. */
  onEmpty?: true;
}

const filled = (value: unknown) => value !== null && value !== undefined;

/** An order rule holds when either side is empty or the two cannot be compared. */
const ordered = (holds: (order: number) => boolean): Check => ({
  passes: (value, other) => {
    const order = filled(other) ? compareValues(value, other) : undefined;
    return order === undefined || holds(order);
  },
});

const requiredWhen = (needed: (other: unknown, values: string[]) => boolean): Check => ({
  passes: (value, other, [, ...values]) => filled(value) || !needed(other, values),
  onEmpty: true,
});

const CHECKS = {
  confirmed: { passes: (value, other) => value === other },
  "lock-periode": { passes: (value, _other, _args, today) => inOpenPeriod(String(value), today) },
  "lock-day": { passes: (value, _other, _args, today) => isToday(String(value), today) },
  "range-order": { passes: (value) => rangeInOrder(value) },
  decimal: { passes: (value, _other, args) => decimalPlaces(value) <= Number(args.at(-1)) },
  after: ordered((order) => order > 0),
  after_or_equal: ordered((order) => order >= 0),
  before: ordered((order) => order < 0),
  before_or_equal: ordered((order) => order <= 0),
  required_if: requiredWhen((other, values) => filled(other) && values.includes(String(other))),
  required_unless: requiredWhen((other, values) => !values.includes(String(other))),
  required_with: requiredWhen(filled),
  required_without: requiredWhen((other) => !filled(other)),
} as const satisfies Record<CheckName, Check>;

type FormChecks = Pick<FormOutput, "fields" | "checks">;

/**
 * A rule naming a field the form does not hold is left to the database: the form cannot tell
 * that field's value, and an absent value must not read as an empty one.
 */
function judged(form: FormChecks, check: FieldCheck): boolean {
  return check.target === undefined || form.fields.some((field) => field.id === check.target);
}

export function runChecks(
  form: FormChecks,
  values: Record<string, unknown>,
  context: CheckContext,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [id, checks] of Object.entries(form.checks)) {
    const value = values[id];
    const field = form.fields.find((candidate) => candidate.id === id);
    if (!field) continue;
    for (const check of checks) {
      const { passes, onEmpty } = CHECKS[check.name] as Check;
      if ((!filled(value) && !onEmpty) || !judged(form, check)) continue;
      const other = check.target === undefined ? undefined : values[check.target];
      if (passes(value, other, check.args, context.today)) continue;
      const target = form.fields.find((candidate) => candidate.id === check.target);
      const message = ruleMessage(check.rule, field.kind, field.label, context.locale, {
        target: target?.label ?? check.target ?? "",
      });
      addFieldError(errors, id, message);
    }
  }
  return errors;
}

/** The fields whose values a field's rules read besides its own: a change there re-judges it. */
export function fieldsReadBy(form: Pick<FormOutput, "checks">, field: string): string[] {
  return (form.checks[field] ?? []).flatMap((check) =>
    check.target === undefined ? [] : [check.target],
  );
}
