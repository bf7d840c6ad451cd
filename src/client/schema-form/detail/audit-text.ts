/** How a history entry reads: the action's name and a changed value as the detail shows it. */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { applyTransform } from "../../../schema/adapter/transforms";
import type { AuditAction } from "../../../schema/api/crud";
import type { SchemaLocale } from "../../../schema/local-text";
import type { ScreenField } from "../../../schema/overlay/screen-types";

export const ACTION_LABELS = {
  create: msg`Dibuat`,
  update: msg`Diubah`,
  delete: msg`Dihapus`,
  import: msg`Diimpor`,
  approve: msg`Disetujui`,
  reject: msg`Ditolak`,
} as const satisfies Record<AuditAction, MessageDescriptor>;

export const ACTION_TONES = {
  create: "success",
  update: "neutral",
  delete: "danger",
  import: "warning",
  approve: "success",
  reject: "danger",
} as const satisfies Record<AuditAction, "success" | "neutral" | "danger" | "warning">;

/**
 * A value before or after a change, formatted by the field's detail transform, the one the
 * detail view formats with (a field the screen no longer has: true/false as Ya/Tidak, the
 * rest as stored); empty is "—".
 */
export function changeText(
  field: ScreenField | undefined,
  value: unknown,
  locale: SchemaLocale,
): string {
  if (value === undefined || value === null || value === "") return "—";
  const transform = field?.views.detail.transform ?? (typeof value === "boolean" ? "yesno" : "");
  // A list or JSON value goes through its transform like any other; only an untransformed
  // object would otherwise read "[object Object]".
  if (typeof value === "object" && transform === "") return JSON.stringify(value);
  const text = applyTransform(transform, value, { locale, ...(field ? { field } : {}) });
  return text === "" ? "—" : text;
}

/**
 * The name the answer gives a related key: a string, null when the reader may not see that
 * row, undefined when the value is not a key the server named.
 */
export function relatedName(
  names: Readonly<Record<string, string | null>> | undefined,
  value: unknown,
): string | null | undefined {
  if (!names || (typeof value !== "string" && typeof value !== "number")) return undefined;
  return Object.hasOwn(names, String(value)) ? names[String(value)] : undefined;
}
