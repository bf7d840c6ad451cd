/**
 * When the database itself refuses a write that validation let through (two saves racing for
 * one unique code, a CHECK spanning two columns, a numeric precision the metadata does not
 * carry), the refusal is the user's input, not a server fault: it becomes a 422 with the
 * field named where PostgreSQL names it, and a reason from a small catalogue by SQLSTATE in
 * the caller's language: PostgreSQL's own English text never reaches an answer.
 */
import type { FormOutput } from "../../schema/adapter/to-form";
import type { SchemaLocale } from "../../schema/local-text";
import type { GenModel } from "../../schema/model-meta";
import { type FieldErrors, ruleMessage } from "../../schema/validation/to-field-errors";
import {
  AGREEMENT_LOCK,
  BLACKLIST_ASSIGNMENT_GUARD,
  LAST_SUPER_ADMIN_GUARD,
  OWN_ACCOUNT_GUARD,
  SUPER_ADMIN_ROLE_GUARD,
} from "../db/schema-names";

interface PgError {
  code?: string;
  detail?: string;
  column?: string;
  constraint?: string;
}

type Reason = Record<SchemaLocale, string>;

const REASONS: Record<string, Reason> = {
  "22001": { id: "teks terlalu panjang", en: "a text is too long" },
  "22003": { id: "angka di luar batas", en: "a number is out of range" },
  "22007": { id: "tanggal atau waktu tidak sah", en: "a date or time is not valid" },
  "22008": { id: "tanggal atau waktu tidak sah", en: "a date or time is not valid" },
  "22P02": { id: "nilai tidak sesuai jenisnya", en: "a value is not of its kind" },
  "22021": { id: "karakter tidak sah", en: "a character is not valid" },
  "23502": { id: "isian wajib masih kosong", en: "a required value is empty" },
  "23505": { id: "nilai sudah digunakan data lain", en: "a value is already used elsewhere" },
  "23514": { id: "nilai melanggar aturan data", en: "a value breaks a data rule" },
};
const OTHER: Reason = { id: "data tidak sah", en: "the data is not valid" };
const IN_USE: Reason = { id: "masih dirujuk oleh data {table}", en: "still referenced by {table}" };
const MISSING: Reason = {
  id: "data yang dirujuk tidak ditemukan",
  en: "a referenced record does not exist",
};

/** Rules spanning rows, by the constraint name their refusal carries. */
const RULES: Record<string, Reason> = {
  [AGREEMENT_LOCK]: {
    id: "versi yang sudah terbit tidak dapat diubah; simpan perubahan sebagai versi baru",
    en: "a published version cannot be changed; save the change as a new version",
  },
};

/** Guards a trigger raises under a constraint name (migrations 0016, 0017), in the user's words. */
const GUARD_REASONS: Record<string, Reason> = {
  [SUPER_ADMIN_ROLE_GUARD]: {
    id: "role Super Admin tidak dapat diubah atau dihapus",
    en: "the Super Admin role cannot be changed or deleted",
  },
  [LAST_SUPER_ADMIN_GUARD]: {
    id: "Super Admin aktif terakhir harus tetap Super Admin yang aktif",
    en: "the last active Super Admin must stay an active Super Admin",
  },
  [BLACKLIST_ASSIGNMENT_GUARD]: {
    id: "pekerja ini masuk daftar hitam sehingga tidak dapat ditugaskan ke proyek; keluarkan dari daftar hitam lebih dulu",
    en: "this worker is blacklisted and cannot be assigned to a project; take them off the blacklist first",
  },
  [OWN_ACCOUNT_GUARD]: {
    id: "Anda tidak dapat menonaktifkan akun atau mengganti role Anda sendiri",
    en: "you cannot deactivate your own account or change your own role",
  },
};

/** The catalogue's words for a refusal; a foreign key names the table that still refers. */
function reasonOf(error: PgError, locale: SchemaLocale): string {
  const guard = GUARD_REASONS[error.constraint ?? ""];
  if (guard) return guard[locale];
  const rule = RULES[error.constraint ?? ""];
  if (rule) return rule[locale];
  if (error.code === "23503" || error.code === "23001") {
    // A delete's detail names the table that still refers (23001: PostgreSQL 18 on a RESTRICT
    // key); an insert's, the missing key.
    const referring = /is (?:still )?referenced from table "([^"]+)"/.exec(error.detail ?? "")?.[1];
    return referring ? IN_USE[locale].replace("{table}", referring) : MISSING[locale];
  }
  return (REASONS[error.code ?? ""] ?? OTHER)[locale];
}

/** SQLSTATE classes 22 (data exception) and 23 (integrity constraint violation). */
const USER_DATA_STATE = /^2[23]/;

/** "Key (lower(username::text))=(x) already exists." → the form field it names. */
function fieldInDetail(error: PgError, form: FormOutput): string | undefined {
  const key = /Key \((.+?)\)=/.exec(error.detail ?? "")?.[1] ?? "";
  const named = [error.column, ...key.split(/[^a-z0-9_]+/)].filter(Boolean);
  return form.fields.find((field) => named.includes(field.id))?.id;
}

export interface RefusedWrite {
  errors: FieldErrors;
  /** The catalogue's words, for a refusal no field explains. */
  reason: string;
}

/**
 * A CHECK spanning columns (`end_date >= start_date`): the rule the form derived from it, on
 * the field that carries it, or else the reason on every field it names. The form's own check
 * normally refuses first; this is for a value it could not see (a field not on the form).
 */
function crossCheckErrors(
  error: PgError,
  form: FormOutput,
  model: Pick<GenModel, "constraints">,
  locale: SchemaLocale,
  reason: string,
): FieldErrors {
  const columns = model.constraints?.[error.constraint ?? ""] ?? [];
  const named = form.fields.filter((field) => columns.includes(field.id));
  const label = (id: string | undefined) => form.fields.find((field) => field.id === id)?.label;
  const broken: FieldErrors = {};
  for (const field of named) {
    for (const check of form.checks[field.id] ?? []) {
      const target = check.target && columns.includes(check.target) && label(check.target);
      if (!target) continue;
      broken[field.id] = [ruleMessage(check.rule, field.kind, field.label, locale, { target })];
    }
  }
  if (Object.keys(broken).length > 0) return broken;
  return Object.fromEntries(named.map((field) => [field.id, [reason]]));
}

export function refusedWrite(
  error: unknown,
  form: FormOutput,
  model: Pick<GenModel, "constraints">,
  locale: SchemaLocale,
): RefusedWrite | undefined {
  const pg = error as PgError;
  if (typeof pg?.code !== "string" || !USER_DATA_STATE.test(pg.code)) return undefined;
  const id = fieldInDetail(pg, form);
  const field = form.fields.find((candidate) => candidate.id === id);
  const rule = { "23505": "unique:_,_", "23503": "exists:_,_", "23502": "required" }[pg.code];
  const reason = reasonOf(pg, locale);
  // A guard naming its column (USING COLUMN) is said on that field, in the guard's words.
  const guarded = field && pg.column === field.id && GUARD_REASONS[pg.constraint ?? ""];
  const errors: FieldErrors = guarded
    ? { [field.id]: [reason] }
    : field && rule
      ? { [field.id]: [ruleMessage(rule, field.kind, field.label, locale)] }
      : pg.code === "23514"
        ? crossCheckErrors(pg, form, model, locale, reason)
        : {};
  return { errors, reason };
}
