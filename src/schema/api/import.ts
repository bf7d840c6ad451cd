/**
 * The wire shapes of an import's upload, preview and commit (`/api/<endpoint>/import…`).
 * A row either creates a record, or — when the mapping names a key column and a record holds
 * the row's key — updates that record with the fields that differ, or changes nothing.
 */
import type { ImportField, ImportRowError } from "./crud";

/** What one row of the file does. */
export type ImportAction = "create" | "update" | "unchanged";

/** `POST /api/<endpoint>/import` (multipart, field `file`): the file is read and kept. */
export interface ImportUploadAnswer {
  data: {
    importId: string;
    /** The file's header row. */
    columns: string[];
    /** The create form's fields, which columns can be mapped onto. */
    fields: ImportField[];
    /** File column → field id, guessed from labels and ids; the user corrects it. */
    mapping: Record<string, string>;
    /**
     * Fields that may serve as the key (unique text fields the caller may also update); a
     * row whose key a record holds updates that record.
     */
    keys: string[];
    rowCount: number;
  };
}

/** The body of preview and commit. */
export interface ImportRequest {
  mapping: Record<string, string>;
  /** A field of `keys` that a column is mapped onto; without it every row creates. */
  key?: string;
}

/** One field an update changes, as the list shows it (related rows by name, choices by label). */
export interface ImportChange {
  field: string;
  before: string;
  after: string;
}

/** A row of the preview: what it would do, what an update changes, or why it cannot. */
export interface ImportRowPreview {
  row: number;
  action: ImportAction;
  /** The row's key value, when a key column is chosen and the row has one. */
  key?: string;
  changes?: ImportChange[];
  /** Field id ("_" for the row as a whole) → messages; present when the row is refused. */
  errors?: Record<string, string[]>;
}

export type ImportCounts = Record<ImportAction, number>;

/** `POST /api/<endpoint>/import/sessions/<id>/preview` with an ImportRequest: nothing is written. */
export interface ImportPreviewAnswer {
  data: {
    rowCount: number;
    validCount: number;
    errorCount: number;
    /** Valid rows by what they would do. */
    counts: ImportCounts;
    /** The first rows that create, update or fail, in file order (the report has every error). */
    rows: ImportRowPreview[];
    /** Every row with errors, up to the same limit (the error report has them all). */
    errors: ImportRowError[];
  };
}

/** `POST /api/<endpoint>/import/sessions/<id>/commit` with the same ImportRequest. */
export interface ImportCommitAnswer {
  message: string;
  data: ImportCounts & { skipped: number };
}
