/**
 * The rules ajv does not express: a confirmation that must equal another field, the two
 * date locks, and a number's decimal places. Pure, so the browser and the server run the very same code.
 */
import type { FormOutput } from "../adapter/to-form";
import type { SchemaLocale } from "../local-text";
import { decimalPlaces } from "./decimal-text";
import { inOpenPeriod, isToday } from "./periods";
import { rangeInOrder } from "./range-order";
import type { CheckName } from "./rules";
import { addFieldError, type FieldErrors, ruleMessage } from "./to-field-errors";

export interface CheckContext {
  locale: SchemaLocale;
  /** YYYY-MM-DD in the business time zone (see periods.ts). */
  today: string;
}

type Check = (
  value: unknown,
  values: Record<string, unknown>,
  args: string[],
  today: string,
) => boolean;

const CHECKS = {
  confirmed: (value, values, [other = ""]) => value === values[other],
  "lock-periode": (value, _values, _args, today) => inOpenPeriod(String(value), today),
  "lock-day": (value, _values, _args, today) => isToday(String(value), today),
  "range-order": (value) => rangeInOrder(value),
  decimal: (value, _values, args) => decimalPlaces(value) <= Number(args[args.length - 1]),
} as const satisfies Record<CheckName, Check>;

export function runChecks(
  form: Pick<FormOutput, "fields" | "checks">,
  values: Record<string, unknown>,
  context: CheckContext,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [id, checks] of Object.entries(form.checks)) {
    const value = values[id];
    const field = form.fields.find((candidate) => candidate.id === id);
    if (!field || value === null || value === undefined) continue;
    for (const check of checks) {
      if (CHECKS[check.name](value, values, check.args, context.today)) continue;
      const target = form.fields.find((candidate) => candidate.id === check.args[0]);
      const message = ruleMessage(check.rule, field.kind, field.label, context.locale, {
        target: target?.label ?? check.args[0] ?? "",
      });
      addFieldError(errors, id, message);
    }
  }
  return errors;
}
