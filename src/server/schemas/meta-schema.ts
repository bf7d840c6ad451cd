/**
 * Checks an overlay against schemas/overlay.schema.json (the contract stewards' editors also
 * read) and turns ajv's findings into problems with a JSON pointer and a plain reason.
 */
import { readFileSync } from "node:fs";
import type { ErrorObject } from "ajv";
import type { Overlay } from "../../schema/overlay/overlay-types";
import type { Problem } from "../../schema/overlay/problem";
import { projectPath } from "../project-path";
import { createAjv } from "./ajv-instance";

/** The contract ships with the code, whichever folder SCHEMAS_DIR points at. */
const META_SCHEMA_PATH = projectPath("schemas/overlay.schema.json");

const validate = createAjv().compile<Overlay>(JSON.parse(readFileSync(META_SCHEMA_PATH, "utf8")));

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

/** Problems of shape; none means `value` is an Overlay. */
export function checkMetaSchema(file: string, value: unknown): Problem[] {
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
