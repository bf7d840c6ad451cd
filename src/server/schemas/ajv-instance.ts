/**
 * The one ajv configuration for the adapter's JSON Schemas, used by the server's own
 * validation and by the validator modules it compiles for browsers, so both judge alike.
 * Formats come from src/schema/validation/formats.ts, never from ajv-formats, because the
 * browser's copy must be self-contained source.
 */
import Ajv, { _, type Options } from "ajv";
import { FORMATS } from "../../schema/validation/formats";

/** `x-rules` and other annotations are not ajv keywords: strict mode would refuse them. */
const OPTIONS: Options = { allErrors: true, strict: false, multipleOfPrecision: 8 };

export function createAjv(options: { standalone?: boolean } = {}): Ajv {
  const ajv = new Ajv({
    ...OPTIONS,
    ...(options.standalone
      ? { code: { source: true, esm: true, lines: false, formats: _`__formats` } }
      : {}),
  });
  for (const [name, check] of Object.entries(FORMATS)) ajv.addFormat(name, check);
  return ajv;
}
