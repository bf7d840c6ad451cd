/**
 * The per-field messages of auth answers (`errors: { field: [message] }`), in id and en, in
 * one table like the error codes. `FieldErrors` collects them while a payload is checked.
 */
import { messageTable } from "../../schema/message-table";
import { AppError } from "../http/errors";
import type { Locale } from "../http/locale";

export const FIELD_MESSAGES = {
  required: { id: "Wajib diisi.", en: "Required." },
  email_invalid: {
    id: "Format e-mail tidak valid, contoh: nama@perusahaan.co.id.",
    en: "Not a valid e-mail address, e.g. name@company.co.id.",
  },
  username_invalid: {
    id: "Username 3–50 karakter: huruf, angka, titik, garis bawah, atau tanda hubung.",
    en: "A username has 3–50 characters: letters, digits, dots, underscores or hyphens.",
  },
  password_too_short: {
    id: "Kata sandi minimal 8 karakter.",
    en: "A password has at least 8 characters.",
  },
  password_too_long: {
    id: "Kata sandi paling panjang 128 karakter.",
    en: "A password has at most 128 characters.",
  },
  password_common: {
    id: "Kata sandi ini termasuk yang paling umum dan mudah ditebak. Pilih kata sandi lain.",
    en: "This password is among the most common ones and easy to guess. Choose another.",
  },
  role_unknown: {
    id: "Role ini tidak tersedia untuk pendaftaran. Pilih dari daftar.",
    en: "This role is not offered for registration. Choose one from the list.",
  },
  department_unknown: {
    id: "Departemen tidak ditemukan. Pilih dari daftar.",
    en: "Department not found. Choose one from the list.",
  },
  project_unknown: {
    id: "Proyek tidak ditemukan di departemen yang dipilih. Pilih dari daftar.",
    en: "Project not found in the chosen department. Choose one from the list.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type FieldProblem = keyof typeof FIELD_MESSAGES;

const fieldMessage = messageTable(FIELD_MESSAGES);

export class FieldErrors {
  private readonly found: Record<string, string[]> = {};

  constructor(private readonly locale: Locale) {}

  add(field: string, problem: FieldProblem): void {
    this.found[field] = [...(this.found[field] ?? []), fieldMessage(problem, this.locale)];
  }

  /** Throws INVALID_INPUT with every problem found so far, if there is any. */
  throwIfAny(): void {
    if (Object.keys(this.found).length > 0) {
      throw new AppError("INVALID_INPUT", {}, this.found);
    }
  }
}
