/**
 * Labels for what the overlay does not name: a few columns every table shares, then the
 * column name itself made readable ("territory_code" → "Territory code"); the words of
 * yes/no and active/inactive values; the choices of a CHECK … IN list or enum. Stewards are
 * expected to label the rest; the preview lists the fields still on a made-up label.
 */
import type { LocalText } from "../local-text";
import type { FieldType } from "../model-meta";
import { parseRule } from "../validation/parse-rule";
import { typedValue } from "../validation/rules";
import { FIELD_KIND, isFlag } from "./field-defaults";
import type { OverlayOptionItem } from "./overlay-types";

const COMMON_LABELS: Record<string, LocalText> = {
  id: { id: "ID", en: "ID" },
  code: { id: "Kode", en: "Code" },
  name: { id: "Nama", en: "Name" },
  description: { id: "Deskripsi", en: "Description" },
  address: { id: "Alamat", en: "Address" },
  status: { id: "Status", en: "Status" },
  active: { id: "Aktif", en: "Active" },
  created_at: { id: "Dibuat pada", en: "Created at" },
  updated_at: { id: "Diperbarui pada", en: "Updated at" },
  created_by: { id: "Dibuat oleh", en: "Created by" },
  updated_by: { id: "Diperbarui oleh", en: "Updated by" },
};

/** The words of a true/false column and of a 1/0 active flag, in both languages. */
export const VALUE_WORDS = {
  yes: { id: "Ya", en: "Yes" },
  no: { id: "Tidak", en: "No" },
  active: { id: "Aktif", en: "Active" },
  inactive: { id: "Tidak Aktif", en: "Inactive" },
} as const satisfies Record<string, LocalText>;

/** The two choices of a true/false column. */
export const BOOLEAN_ITEMS: readonly OverlayOptionItem[] = [
  { code: true, label: VALUE_WORDS.yes },
  { code: false, label: VALUE_WORDS.no },
];

const FLAG_ITEMS: readonly OverlayOptionItem[] = [
  { code: 1, label: VALUE_WORDS.active },
  { code: 0, label: VALUE_WORDS.inactive },
];

/** "attendance_terminal" → "Attendance terminal". */
function readable(text: string): string {
  const words = text.replaceAll("_", " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function humanizeColumn(column: string): string {
  return readable(column.replace(/_id$/, ""));
}

/** The label a column gets when its overlay gives none. */
export function defaultLabel(column: string): LocalText {
  const common = COMMON_LABELS[column];
  if (common) return common;
  const text = humanizeColumn(column);
  return { id: text, en: text };
}

/**
 * The labelled choices of a column with a fixed list the overlay does not label: a 1/0 flag's
 * Aktif/Tidak Aktif, or each value of its `in:` rule (CHECK … IN, enum) made readable, the
 * same in both languages until a steward writes the items. True/false columns are left to
 * `BOOLEAN_ITEMS` where choices are drawn, so their filters keep taking 1/0 as well.
 */
export function defaultOptionItems(
  fieldType: FieldType,
  rules: readonly string[],
): OverlayOptionItem[] | undefined {
  if (isFlag(fieldType, rules)) return [...FLAG_ITEMS];
  const list = rules.map(parseRule).find((rule) => rule.name === "in");
  if (!list) return undefined;
  return list.argument.split(",").map((value) => {
    const text = readable(value);
    return { code: typedValue(value, FIELD_KIND[fieldType]), label: { id: text, en: text } };
  });
}
