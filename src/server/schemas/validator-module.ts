/**
 * Compiles a form's JSON Schema into a standalone ES module the browser imports. The page's
 * Content Security Policy forbids `eval`, so ajv cannot compile in the browser; the server
 * compiles instead (ajv "standalone" code) and the client wraps the exported function. The
 * few ajv run-time helpers the code refers to by `require(...)` are inlined, and the formats
 * are written into the module, so it imports nothing.
 */
import { createRequire } from "node:module";
import standaloneCode from "ajv/dist/standalone/index.js";
import type { FormSchema } from "../../schema/adapter/to-form";
import { formatsSource } from "../../schema/validation/formats";
import { createAjv } from "./ajv-instance";

const require = createRequire(import.meta.url);

/** ajv's run-time helpers carry their own `require(…)` text as `.code`; each is inlined. */
const RUNTIME_HELPERS = ["ajv/dist/runtime/ucs2length", "ajv/dist/runtime/equal"].map((path) => {
  const helper = require(path).default as ((...args: unknown[]) => unknown) & { code: string };
  return { reference: helper.code, name: `__${path.split("/").pop()}`, source: helper.toString() };
});

/** ES module source exporting the schema's validate function under the schema's `$id`. */
export function validatorModule(schema: FormSchema): string {
  const ajv = createAjv({ standalone: true });
  ajv.addSchema(schema);
  let code = standaloneCode(ajv, { [schema.$id]: schema.$id });
  const prelude = [`const __formats = ${formatsSource()};`];
  for (const helper of RUNTIME_HELPERS) {
    if (!code.includes(helper.reference)) continue;
    code = code.replaceAll(helper.reference, helper.name);
    prelude.push(`const ${helper.name} = ${helper.source};`);
  }
  if (code.includes("require(")) {
    throw new Error(`validator for ${schema.$id} needs an ajv helper that is not inlined`);
  }
  // standaloneCode starts with "use strict"; the prelude must follow it, not precede it.
  return code.replace('"use strict";', `"use strict";\n${prelude.join("\n")}`);
}
