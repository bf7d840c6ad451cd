/**
 * ajv validate functions for the server, compiled once per form schema. A schema's `$id` is a
 * hash of its content, so an edited overlay gets a new entry and old ones age out.
 */
import type { FormSchema } from "../../schema/adapter/to-form";
import type { CompiledValidator } from "../../schema/validation/validate-values";
import { createAjv } from "../schemas/ajv-instance";

const CACHE_SIZE = 500;

export function createValidatorCache() {
  const ajv = createAjv();
  const cache = new Map<string, CompiledValidator>();
  return (schema: FormSchema): CompiledValidator => {
    const known = cache.get(schema.$id);
    if (known) return known;
    if (cache.size >= CACHE_SIZE) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) {
        cache.delete(oldest);
        ajv.removeSchema(oldest);
      }
    }
    const validate = ajv.compile(schema);
    cache.set(schema.$id, validate);
    return validate;
  };
}

export type ValidatorCache = ReturnType<typeof createValidatorCache>;
