/** What an import says about a row or a whole run, by the caller's language. */
import type { LocalText } from "../../../schema/local-text";
import { messageTable } from "../../../schema/message-table";

export const IMPORT_MESSAGES = {
  notFound: { id: '{field} "{value}" tidak ditemukan', en: '{field} "{value}" not found' },
  ambiguous: {
    id: '{field} "{value}" cocok dengan lebih dari satu data; tulis kodenya',
    en: '{field} "{value}" matches more than one record; write its code',
  },
  repeatedKey: {
    id: '{field} "{value}" muncul lebih dari sekali dalam file',
    en: '{field} "{value}" appears more than once in the file',
  },
  committed: {
    id: "Impor {title} selesai: {create} data baru, {update} diubah, {unchanged} tidak berubah",
    en: "{title} import done: {create} new, {update} updated, {unchanged} unchanged",
  },
} as const satisfies Record<string, LocalText>;

export const importMessage = messageTable(IMPORT_MESSAGES);
