/**
 * The wire shapes of the generic screen calls (admin-area §7) that both sides read: the list
 * query and its answer, the refusal of a stale save, a record's history, the import steps.
 */

import type { FieldConflict } from "./field-changes";

export type SortDirection = "ASC" | "DESC";

export const PAGE_SIZES = [20, 50, 75, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const CARD_PAGE_SIZE = 9;
/** The largest page `list` serves; `dataset` serves up to DATASET_MAX_LIMIT. */
export const LIST_MAX_LIMIT = 100;
export const DATASET_MAX_LIMIT = 1000;

/**
 * One list request. Filters travel merged flat into the query string: a scalar as `key=value`,
 * a list as the key repeated, a range (two-item array of a `*-range` filter input) as
 * `key_from` / `key_to`, a related column by its dotted path (`project.project_name=…`).
 */
export interface ListQuery {
  page: number;
  limit: number;
  sort_by?: string;
  sort?: SortDirection;
  search?: string;
  filters: Record<string, unknown>;
}

export const RANGE_FROM = "_from";
export const RANGE_TO = "_to";

export interface RekapValue {
  id: string;
  label: string;
  value: number | string | null;
  color?: string;
  icon?: string;
  bgClass?: string;
  transform?: string;
}

export interface ListAnswer<Row = Record<string, unknown>> {
  data: Row[];
  total: number;
  totalPage: number;
  /** The total is the planner's estimate (past the exact-count limit), not a count. */
  totalEstimated: boolean;
  rekap: RekapValue[];
}

/**
 * 409 of `update` / `delete` when the record changed since the caller read it: `current` is
 * the record as it is now, `submitted` what the caller sent. Nothing was written.
 */
export interface ConflictAnswer<Row = Record<string, unknown>> {
  message: string;
  data: {
    current: Row | null;
    submitted: Row;
    /** Present when the update sent its changes with their values as read (field-changes.ts). */
    conflicts?: FieldConflict[];
  };
}

/** `approve`/`reject`: account decisions written before they became the approval screen's steps. */
export type AuditAction = "create" | "update" | "delete" | "import" | "approve" | "reject";

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface AuditEntry {
  id: number;
  at: string;
  action: AuditAction;
  user: { id: number; fullname: string } | null;
  /** Fields whose value differs between before and after (all of them for create/delete). */
  changes: AuditChange[];
}

/**
 * Names for the keys the changes hold, per field (`project_id` → `{ "3": "Tol Cipali" }`):
 * related rows' display names, users for created_by/updated_by. A key the reader may not see
 * (another department's row, or one since deleted) maps to null.
 */
export type AuditNames = Record<string, Record<string, string | null>>;

export interface AuditAnswer {
  data: AuditEntry[];
  total: number;
  names: AuditNames;
}

/** The key under which a record answer carries short-lived signed URLs of its files. */
export const FILE_LINKS_KEY = "$files";

/** The key under which a record answer carries its files' original names, by field. */
export const FILE_NAMES_KEY = "$fileNames";

export interface UploadAnswer {
  /** `name`: what the file was called on the uploader's device (its base name). */
  data: { url: string; filename: string; name: string };
}

export type ImportStage =
  | "uploaded"
  | "validating"
  | "validated"
  | "committing"
  | "committed"
  | "failed";

export interface ImportField {
  id: string;
  label: string;
  required: boolean;
}

export interface ImportRowError {
  /** 1-based data row of the file (the header is row 0). */
  row: number;
  /** Field id → messages, as a refused form shows them. */
  errors: Record<string, string[]>;
}

/** `GET /api/<endpoint>/import/sessions/<id>`: how far validation or commit has come. */
export interface ImportProgressAnswer {
  data: { stage: ImportStage; processed: number; total: number };
}
