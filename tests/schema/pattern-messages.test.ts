/**
 * A pattern of digits only says how many digits it wants (the NIK's CHECK is
 * nik ~ '^[0-9]{16}$'), in both languages; any other pattern keeps the catalogue's
 * "Format {field} salah".
 */
import { describe, expect, it } from "vitest";
import type { SchemaLocale } from "../../src/schema/local-text";
import { ruleMessage } from "../../src/schema/validation/to-field-errors";

describe("the message of a pattern rule", () => {
  it.each<[string, string, SchemaLocale, string]>([
    ["regex:^[0-9]{16}$", "NIK", "id", "NIK harus berupa 16 digit angka"],
    [
      "regex:^[0-9]{16}$",
      "National ID (NIK)",
      "en",
      "The National ID (NIK) field must be numeric and exactly contain 16 digits",
    ],
    ["regex:^\\d{13}$", "NPWP", "id", "NPWP harus berupa 13 digit angka"],
    ["regex:^[0-9]{8,15}$", "Telepon", "id", "Telepon harus berupa 8 sampai 15 digit angka"],
    ["regex:^[0-9]{8,15}$", "Phone", "en", "The Phone field must be numeric with 8 to 15 digits"],
    ["regex:^[0-9]{8,8}$", "Kode", "id", "Kode harus berupa 8 digit angka"],
    ["regex:^.+ - \\+?[0-9]{8,15}$", "PIC Kontak", "id", "Format PIC Kontak salah"],
    ["regex:^[A-Z]{3}$", "Kode", "en", "The Kode field format is invalid"],
  ])("%s for %s in %s", (rule, label, locale, expected) => {
    expect(ruleMessage(rule, "string", label, locale)).toBe(expected);
  });
});
