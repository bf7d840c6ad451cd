/** The success messages of the generic screens (admin-area §8), by the caller's language. */
import type { LocalText } from "../../schema/local-text";
import { messageTable } from "../../schema/message-table";

export const CRUD_MESSAGES = {
  created: { id: "Data {title} berhasil ditambahkan", en: "Data {title} added successfully" },
  updated: { id: "Edit data {title} berhasil", en: "Data {title} updated successfully" },
  deleted: { id: "Data {title} berhasil dihapus", en: "Data {title} deleted successfully" },
} as const satisfies Record<string, LocalText>;

export const crudMessage = messageTable(CRUD_MESSAGES);
