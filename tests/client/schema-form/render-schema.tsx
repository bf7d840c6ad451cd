/**
 * Helpers for the schema-form and preview component tests: screens merged from the real
 * overlays and captured models, the server's ajv standing in for the validator module (a
 * browser would import it from the server; jsdom cannot), and the app or one component
 * rendered with its providers.
 */
import { readFileSync } from "node:fs";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { SnackbarProvider } from "notistack";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { vi } from "vitest";
import { App } from "../../../src/client/App";
import { activateLocale } from "../../../src/client/i18n/activate-locale";
import { SchemaForm } from "../../../src/client/schema-form/SchemaForm";
import {
  type ValidatorLoader,
  ValidatorLoaderContext,
} from "../../../src/client/schema-form/validator-loader";
import { type FormOptions, toForm } from "../../../src/schema/adapter/to-form";
import type { SchemaLocale } from "../../../src/schema/local-text";
import { mergeOverlay } from "../../../src/schema/overlay/merge-overlay";
import type { FormView } from "../../../src/schema/overlay/overlay-types";
import type { ScreenDefinition } from "../../../src/schema/overlay/screen-types";
import { compile, MODELS, SUPER_ADMIN } from "../../schema/fixtures";

export const ajvLoader: ValidatorLoader = async ({ form }) => compile(form);

/** A screen of schemas/ merged as the server would, with the route's endpoint and resource. */
export function repoScreen(
  id: string,
  model: keyof typeof MODELS,
  route?: { path: string; resource: string },
): ScreenDefinition {
  const overlay = JSON.parse(readFileSync(`schemas/${id}.json`, "utf8"));
  return mergeOverlay({ id, overlay, model: MODELS[model], ...(route ? { route } : {}) });
}

export function screenAnswers(screen: ScreenDefinition, version = "v1") {
  return http.get(`*/api/schema/${screen.id}`, () =>
    HttpResponse.json({ data: { id: screen.id, version, screen } }),
  );
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <ValidatorLoaderContext.Provider value={ajvLoader}>{children}</ValidatorLoaderContext.Provider>
  );
}

/** The whole app at `path`, with the test validator loader. */
export async function renderAppWithForms(path: string, locale: SchemaLocale = "id") {
  window.history.replaceState(null, "", path);
  await activateLocale(locale);
  const user = userEvent.setup();
  return {
    user,
    ...render(
      <Providers>
        <App />
      </Providers>,
    ),
  };
}

/** One component with the app's providers (language, fetch cache, toasts) around it. */
export async function renderWithProviders(ui: ReactNode, locale: SchemaLocale = "id") {
  await activateLocale(locale);
  const user = userEvent.setup();
  return {
    user,
    ...render(
      <I18nProvider i18n={i18n}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <SnackbarProvider>
            <Providers>{ui}</Providers>
          </SnackbarProvider>
        </SWRConfig>
      </I18nProvider>,
    ),
  };
}

/**
 * `definition`'s form for the super-admin (a create form unless `view` says otherwise; only
 * some of its fields with `formOptions.only`), with a "Simpan" button; `onSubmit` gets the save.
 */
export async function renderSchemaForm(
  definition: ScreenDefinition,
  options: {
    view?: FormView;
    locale?: SchemaLocale;
    initialValues?: Record<string, unknown>;
    formOptions?: FormOptions;
  } = {},
) {
  const locale = options.locale ?? "id";
  const form = toForm(
    definition,
    options.view ?? "create",
    { user: SUPER_ADMIN, locale },
    options.formOptions,
  );
  const onSubmit = vi.fn();
  const rendered = await renderWithProviders(
    <SchemaForm
      form={form}
      validate={compile(form)}
      locale={locale}
      initialValues={options.initialValues}
      onSubmit={onSubmit}
    >
      <button type="submit">Simpan</button>
    </SchemaForm>,
    locale,
  );
  return { ...rendered, onSubmit };
}
