/**
 * Labels for columns the overlay does not name: a few columns every table shares, then the
 * column name itself made readable ("territory_code" → "Territory code"). Stewards are
 * expected to label the rest; the preview lists the fields still on a made-up label.
 */
import type { LocalText } from "../local-text";

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

export function humanizeColumn(column: string): string {
  const words = column.replace(/_id$/, "").replaceAll("_", " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label a column gets when its overlay gives none. */
export function defaultLabel(column: string): LocalText {
  const common = COMMON_LABELS[column];
  if (common) return common;
  const text = humanizeColumn(column);
  return { id: text, en: text };
}
