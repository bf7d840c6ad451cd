/**
 * Every message table the server answers from, walked in both languages: each message has an
 * Indonesian and an English text with the same placeholders, and neither mixes in the other
 * language's words ("Permintaan tidak valid: … not a real date" was such a mix). Parameter
 * names, quoted values and codes (`sort_by`, ASC, YYYY-MM-DD) are the caller's own words and
 * are left out of the comparison.
 */
import { describe, expect, it } from "vitest";
import { FIELD_MESSAGES } from "../../../src/server/auth/field-messages";
import { IMPORT_MESSAGES } from "../../../src/server/crud/import/import-messages";
import { LIST_PROBLEMS } from "../../../src/server/crud/list-problems";
import { CRUD_MESSAGES } from "../../../src/server/crud/messages";
import { ERRORS } from "../../../src/server/http/errors";
import { VALIDATION_MESSAGES } from "../../../src/server/http/validation-messages";

const TABLES: Record<string, Record<string, { id: string; en: string }>> = {
  ERRORS,
  FIELD_MESSAGES,
  IMPORT_MESSAGES,
  CRUD_MESSAGES,
  LIST_PROBLEMS,
  VALIDATION_MESSAGES,
};

/** Words only one of the two languages uses, as whole words. */
const ENGLISH =
  /\b(the|is|are|must|not|please|expected|give|choose|sort by|at most|one of|cannot|only|your|with|again|and|or|of)\b/i;
const INDONESIAN =
  /\b(tidak|yang|dan|atau|untuk|dengan|harus|silakan|berhasil|paling|salah satu|kembali|coba|belum|sudah|dari|ini|itu)\b/i;

/** The prose of a message: placeholders, quoted text and code-like tokens taken out. */
function prose(text: string): string {
  return text
    .replace(/\{\w+\}/g, " ")
    .replace(/"[^"]*"|'[^']*'|`[^`]*`/g, " ")
    .replace(/[\w@-]*(?:[_/=@]|\.\w)[\w./=@-]*/g, " ")
    .replace(/\b[A-Z][A-Z0-9-]+\b/g, " ");
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const MESSAGES = Object.entries(TABLES).flatMap(([table, messages]) =>
  Object.entries(messages).map(([code, message]) => ({ name: `${table}.${code}`, ...message })),
);

describe("the server's messages in both languages", () => {
  it.each(MESSAGES)("$name has both texts, with the same placeholders", (message) => {
    expect(message.id.trim()).not.toBe("");
    expect(message.en.trim()).not.toBe("");
    expect(placeholders(message.id)).toEqual(placeholders(message.en));
  });

  it.each(MESSAGES)("$name mixes no English into Indonesian, nor back", (message) => {
    expect(prose(message.id)).not.toMatch(ENGLISH);
    expect(prose(message.en)).not.toMatch(INDONESIAN);
  });

  it("catches a mixed message", () => {
    expect(prose("Permintaan tidak valid: tanggal not a real date")).toMatch(ENGLISH);
    expect(prose("The request failed: coba lagi")).toMatch(INDONESIAN);
  });
});
