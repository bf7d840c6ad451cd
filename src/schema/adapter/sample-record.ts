/**
 * A made-up record for the schema preview: one plausible value per field, shaped by its kind,
 * its rules and its relation, so list, detail and form can be drawn before any data exists.
 * Deterministic, so the preview looks the same on every load.
 */
import { pickText } from "../local-text";
import { relationAlias } from "../overlay/relation-alias";
import type { ScreenDefinition, ScreenField } from "../overlay/screen-types";
import { parseRule } from "../validation/parse-rule";
import { typedValue } from "../validation/rules";

function ruleArgument(field: ScreenField, name: string): string | undefined {
  return field.rules.map(parseRule).find((rule) => rule.name === name)?.argument;
}

/** Text that passes the pattern rules a made-up label would break. */
const SHAPED_SAMPLES: ReadonlyArray<[string, string]> = [
  ["email", "contoh@mandor.co.id"],
  ["alpha_dash", "CONTOH-01"],
  ["alpha_num", "CONTOH01"],
  ["alpha", "Contoh"],
  ["url", "https://mandor.example.co.id"],
];

function sampleValue(field: ScreenField, index: number): unknown {
  const choices = ruleArgument(field, "in") ?? ruleArgument(field, "one_of");
  if (choices) return typedValue(choices.split(",")[0] ?? "", field.kind);
  if (field.option?.items?.[0]) return field.option.items[0].code;
  if (field.relation) return 1;
  switch (field.fieldType) {
    case "date":
      return "2026-01-15";
    case "timestamp_with_time_zone":
    case "timestamp_without_time_zone":
      return "2026-01-15T02:30:00Z";
    case "time_with_time_zone":
    case "time_without_time_zone":
      return "08:00:00";
    case "boolean":
      return index % 2 === 0;
    case "json":
    case "jsonb":
      return { contoh: true };
    case "array":
      return ["a", "b"];
    default:
      break;
  }
  if (field.kind === "integer" || field.kind === "number") {
    return withinBounds(field, field.kind === "integer" ? index + 1 : 1250000.5);
  }
  const digits = ruleArgument(field, "digits");
  if (digits) return "1".repeat(Number(digits));
  const shaped = SHAPED_SAMPLES.find(([rule]) => ruleArgument(field, rule) !== undefined);
  if (shaped) return shaped[1];
  const max = Number(ruleArgument(field, "max") ?? 40);
  return `Contoh ${pickText(field.label, "id")}`.slice(0, Math.max(1, max));
}

/** `wanted`, or the middle of the field's bounds when they exclude it. */
function withinBounds(field: ScreenField, wanted: number): number {
  const lows: number[] = [];
  const highs: number[] = [];
  for (const { name, argument } of field.rules.map(parseRule)) {
    const numbers = argument.split(",").map(Number);
    if (name === "min" || name === "min_value" || name === "gt") lows.push(numbers[0] ?? 0);
    if (name === "max" || name === "max_value" || name === "lt") highs.push(numbers[0] ?? 0);
    if (name === "between") {
      lows.push(numbers[0] ?? 0);
      highs.push(numbers[1] ?? 0);
    }
  }
  const low = Math.max(...lows, -Number.MAX_SAFE_INTEGER);
  const high = Math.min(...highs, Number.MAX_SAFE_INTEGER);
  return wanted >= low && wanted <= high ? wanted : Math.round((low + high) / 2);
}

/** One sample record of `screen`, with related rows under their aliases. */
export function sampleRecord(screen: ScreenDefinition): Record<string, unknown> {
  const columns = screen.fields.map((field) => field.id);
  const record: Record<string, unknown> = {};
  screen.fields.forEach((field, index) => {
    record[field.id] = sampleValue(field, index);
    if (field.relation) {
      record[relationAlias(field.id, columns)] = {
        [field.relation.column]: 1,
        [field.relation.displayName]: `Contoh ${pickText(field.label, "id")}`,
      };
    }
  });
  return record;
}
