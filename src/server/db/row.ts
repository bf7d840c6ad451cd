/**
 * A record as the database hands it back, and the alias every statement gives a screen's own
 * table (so a row scope's condition can name it). Kept apart from the list's SQL: nearly every
 * store reads rows, and none should depend on how a list is queried.
 */
export type Row = Record<string, unknown>;
export const ROW = "r";
