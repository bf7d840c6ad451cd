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
} as const satisfies Record<AuditAction, MessageDescriptor>;

export const ACTION_TONES = {
  create: "success",
  update: "neutral",
  delete: "danger",
  import: "warning",
} as const satisfies Record<AuditAction, "success" | "neutral" | "danger" | "warning">;

/** A value before or after a change, formatted by the field's detail transform; empty is "—". */
export function changeText(
  field: ScreenField | undefined,
  value: unknown,
  locale: SchemaLocale,
): string {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "object") return JSON.stringify(value);
  const text = field
    ? applyTransform(field.views.detail.transform, value, { locale, field })
    : String(value);
  return text === "" ? "—" : text;
}
