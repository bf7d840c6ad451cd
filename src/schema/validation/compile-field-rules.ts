/**
 * Turns one field's rule names into the JSON Schema of its property, plus the rules ajv cannot
 * check (pure checks, database look-ups). The property remembers which rule produced each
 * keyword (`x-rules`), so a failing keyword maps back to the rule's catalogue message.
 */
import type { ValueKind } from "../overlay/field-types";
import { parseRule } from "./parse-rule";
import { readArgs } from "./read-args";
import {
  type CheckName,
  type DatabaseRule,
  type Keywords,
  readsOtherField,
  ruleDef,
} from "./rules";

export interface FieldCheck {
  name: CheckName;
  rule: string;
  args: string[];
  /** The other field a cross-field rule reads (confirmed, after, required_if…). */
  target?: string;
}

export interface FieldDatabaseRule {
  name: DatabaseRule;
  rule: string;
  table: string;
  column: string;
}

export interface RuleProblem {
  /** Index of the offending rule in the field's rule list. */
  index: number;
  reason: string;
  severity: "error" | "warning";
}

export interface CompiledRules {
  property: Keywords & { "x-rules": Record<string, string> };
  required: boolean;
  checks: FieldCheck[];
  database: FieldDatabaseRule[];
  problems: RuleProblem[];
}

const JSON_TYPE: Record<ValueKind, string | undefined> = {
  string: "string",
  integer: "integer",
  number: "number",
  boolean: "boolean",
  array: "array",
  any: undefined,
};

/** For bounds, the stricter of two rules wins; any other clash keeps the first rule. */
const TIGHTER: Record<string, (a: number, b: number) => boolean> = {
  maximum: (next, kept) => next < kept,
  exclusiveMaximum: (next, kept) => next < kept,
  maxLength: (next, kept) => next < kept,
  maxItems: (next, kept) => next < kept,
  minimum: (next, kept) => next > kept,
  exclusiveMinimum: (next, kept) => next > kept,
  minLength: (next, kept) => next > kept,
  minItems: (next, kept) => next > kept,
};

export function compileFieldRules(kind: ValueKind, rules: readonly string[]): CompiledRules {
  const type = JSON_TYPE[kind];
  const xRules: Record<string, string> = {};
  const property: CompiledRules["property"] = { ...(type ? { type } : {}), "x-rules": xRules };
  const result: CompiledRules = {
    property,
    required: false,
    checks: [],
    database: [],
    problems: [],
  };

  for (const [index, text] of rules.entries()) {
    const problem = (reason: string, severity: RuleProblem["severity"] = "error") => {
      result.problems.push({ index, reason, severity });
    };
    const { name, argument } = parseRule(text);
    const def = ruleDef(name);
    if (!def) {
      problem(
        `unknown rule "${name}" (see docs/stewards/README.md, "Validation rules and messages")`,
      );
      continue;
    }
    if (!def.kinds.includes(kind)) {
      problem(`rule "${name}" does not apply to ${kind} fields`);
      continue;
    }
    const args = readArgs(def.args, argument);
    if (typeof args === "string") {
      problem(`rule "${text}" ${args}`);
      continue;
    }
    if (def.required) {
      result.required = true;
      xRules.required = text;
    }
    if (def.check) {
      const [other] = args;
      const target = readsOtherField(def) && other !== undefined ? { target: other } : {};
      result.checks.push({ name: def.check, rule: text, args, ...target });
    }
    if (def.database) {
      const [table = "", column = ""] = args;
      result.database.push({ name: def.database, rule: text, table, column });
    }
    for (const [keyword, value] of Object.entries(def.keywords?.(args, kind) ?? {})) {
      if (keyword === "pattern" && !isValidPattern(value)) {
        problem(`rule "${text}" is not a valid regular expression`);
        continue;
      }
      const clash = keyword in property && keyword !== "type";
      if (!clash) {
        property[keyword] = value;
        xRules[keyword] = text;
      } else if (TIGHTER[keyword]?.(value as number, property[keyword] as number)) {
        property[keyword] = value;
        xRules[keyword] = text;
      } else if (!TIGHTER[keyword]) {
        problem(
          `rule "${text}" clashes with "${xRules[keyword]}" (both set ${keyword})`,
          "warning",
        );
      }
    }
  }
  return result;
}

function isValidPattern(pattern: unknown): boolean {
  try {
    new RegExp(String(pattern), "u");
    return true;
  } catch {
    return false;
  }
}
