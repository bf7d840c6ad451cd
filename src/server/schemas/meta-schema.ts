/**
 * Checks an overlay against its meta-schema — schemas/overlay.schema.json for screens,
 * schemas/dashboard.schema.json for dashboards (the contracts stewards' editors also read) —
 * and turns ajv's findings into problems with a JSON pointer and a plain reason.
 */
import { readFileSync } from "node:fs";
import type { ErrorObject, ValidateFunction } from "ajv";
import type { Problem } from "../../schema/overlay/problem";
import { projectPath } from "../project-path";
import { createAjv } from "./ajv-instance";

function reason(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "additionalProperties":
      return `unknown key "${params.additionalProperty}"`;
    case "required":
      return `missing "${params.missingProperty}"`;
    case "enum":
      return `must be one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(", ")}`;
    case "propertyNames":
      return `key "${params.propertyName}" is not allowed here`;
    default:
      return error.message ?? error.keyword;
  }
}

export type MetaSchemaCheck = (file: string, value: unknown) => Problem[];

/**
 * The check of the meta-schema at `relative` (from the project's root: the contract ships
 * with the code, whichever folder SCHEMAS_DIR points at). No problems: `value` has its shape.
 */
export function metaSchemaCheck(relative: string): MetaSchemaCheck {
  const validate = createAjv().compile(JSON.parse(readFileSync(projectPath(relative), "utf8")));
  return (file, value) => problemsOf(file, validate, value);
}

/** Problems of shape of a screen overlay; none means `value` is an Overlay. */
export const checkMetaSchema = metaSchemaCheck("schemas/overlay.schema.json");

function problemsOf(file: string, validate: ValidateFunction, value: unknown): Problem[] {
  if (validate(value)) return [];
  const errors = validate.errors ?? [];
  // A key that fails propertyNames also fails the pattern under it; the first says it best.
  const seen = new Set<string>();
  return errors
    .filter((error) => error.keyword !== "if")
    .map((error) => ({
      file,
      pointer:
        error.keyword === "additionalProperties"
          ? `${error.instancePath}/${(error.params as { additionalProperty: string }).additionalProperty}`
          : error.instancePath,
      reason: reason(error),
      severity: "error" as const,
    }))
    .filter((problem) => {
      const key = `${problem.pointer} ${problem.reason}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
