/**
 * The shape of `GET /api/gen-model/<model>`: what the server knows of a table from the live
 * catalog. The adapter turns it, with a steward's overlay, into forms, columns and rules.
 */

/** Field types named as the spec names them: PostgreSQL's type names in snake case. */
export type FieldType =
  | "smallint"
  | "integer"
  | "bigint"
  | "numeric"
  | "real"
  | "double_precision"
  | "character_varying"
  | "character"
  | "text"
  | "boolean"
  | "date"
  | "time_without_time_zone"
  | "time_with_time_zone"
  | "timestamp_without_time_zone"
  | "timestamp_with_time_zone"
  | "interval"
  | "jsonb"
  | "json"
  | "uuid"
  | "bytea"
  | "inet"
  | "array"
  | "enum";

export interface FieldRelation {
  /** The referenced table, which is also its model name. */
  model: string;
  /** The referenced column, normally `id`. */
  column: string;
  /** The referenced table's column a person recognises a row by. */
  displayName: string;
}

export interface GenModel {
  model: string;
  /** The table's comment: its screen name, "Indonesian / English". */
  title: string | null;
  fieldList: string[];
  fieldType: Record<string, FieldType>;
  /** Fields a list or detail may show: everything but secrets. */
  fieldView: string[];
  fieldAdd: string[];
  fieldEdit: string[];
  fieldRelation: Record<string, FieldRelation>;
  /** Rule names per field, e.g. `["required", "string", "max:100"]`. */
  fieldValidation: Record<string, string[]>;
  /**
   * The columns each CHECK spanning several columns names, by constraint name, so a refusal
   * the form could not foresee still lands on its fields. Models not read from a table have none.
   */
  constraints?: Record<string, string[]>;
}
