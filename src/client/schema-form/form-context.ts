/** What every widget and template of a schema form can reach through RJSF's `formContext`. */
import type { Registry } from "@rjsf/utils";
import type { SchemaLocale } from "../../schema/local-text";
import type { FormStore } from "./form-store";

export interface SchemaFormContext {
  locale: SchemaLocale;
  store: FormStore;
  /** Sets another field's value, e.g. from a select's toggle_field. */
  setFieldValue(field: string, value: unknown): void;
  /** The screen's API endpoint: file inputs upload to `{endpoint}/upload`. None in a preview. */
  endpoint?: string;
  /** The edited record's short-lived file URLs by field (its `$files`), for stored images. */
  fileLinks?: Readonly<Record<string, string>>;
  /** The names the edited record's files were uploaded with, by field (its `$fileNames`). */
  fileNames?: Readonly<Record<string, string>>;
}

export function schemaFormContext(registry: Registry): SchemaFormContext | undefined {
  const context = registry.formContext as Partial<SchemaFormContext> | undefined;
  return context?.store ? (context as SchemaFormContext) : undefined;
}

/** "root_territory_code" → "territory_code" (forms are flat: one level under the root). */
export function fieldOfId(id: string): string {
  return id.replace(/^root_/, "");
}
