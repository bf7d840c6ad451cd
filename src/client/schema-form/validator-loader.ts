/**
 * Gets the compiled validator of a form. In the browser it is the ES module the server
 * compiles from the same JSON Schema (GET /api/schema/:id/validator/:view.js), imported once
 * and then cached by the browser; the page's Content Security Policy forbids compiling one
 * here. Tests and tools can provide another loader through the context.
 */
import { createContext, useContext } from "react";
import useSWR from "swr";
import type { FormOutput } from "../../schema/adapter/to-form";
import type { FormView } from "../../schema/overlay/overlay-types";
import type { CompiledValidator } from "../../schema/validation/validate-values";

export interface ValidatorRequest {
  screenId: string;
  version: string;
  view: FormView;
  form: FormOutput;
}

export type ValidatorLoader = (request: ValidatorRequest) => Promise<CompiledValidator>;

/** The module's address: the fields are listed, so the server compiles exactly this form. */
export function validatorUrl({ screenId, version, view, form }: ValidatorRequest): string {
  const fields = form.fields
    .map((field) => field.id)
    .sort()
    .join(",");
  const query = new URLSearchParams({ v: version, fields });
  return `/api/schema/${screenId}/validator/${view}.js?${query}`;
}

export const importValidator: ValidatorLoader = async (request) => {
  const module: Record<string, unknown> = await import(/* @vite-ignore */ validatorUrl(request));
  const validate = module[request.form.schema.$id];
  if (typeof validate !== "function") {
    throw new Error(
      `the server compiled a different form than ${request.form.schema.$id}; reload the page`,
    );
  }
  return validate as CompiledValidator;
};

export const ValidatorLoaderContext = createContext<ValidatorLoader>(importValidator);

/** The form's compiled validator, loaded once per distinct form. */
export function useValidator(request: ValidatorRequest | undefined) {
  const load = useContext(ValidatorLoaderContext);
  return useSWR(
    request ? ["validator", request.form.schema.$id, request.screenId] : null,
    () => load(request as ValidatorRequest),
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
}
