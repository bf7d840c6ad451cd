/**
 * The wire shapes of the two widgets that read and write rows of other tables (admin-area §3
 * "Widget data", §7 "Mapping list", "Mapping toggle", "Table input"): the mapping switch list
 * and the table input. Both sides read the page sizes and the flag values from here.
 */

export const MAPPING_PAGE_SIZES = [10, 20, 50, 100] as const;
export const MAPPING_DEFAULT_PAGE_SIZE = 10;
export const TABLE_INPUT_PAGE_SIZES = [10, 20, 50, 100] as const;
export const TABLE_INPUT_DEFAULT_PAGE_SIZE = 50;

/** The flag field a mapping row carries unless the widget names another (§3). */
export const DEFAULT_MAPPING_FLAG = "value_mapping";

/** The mapping filter (§7): all (2), active (1), inactive (0). */
export const MAPPING_FILTERS = [2, 1, 0] as const;
export type MappingFilter = (typeof MAPPING_FILTERS)[number];

/** One right-hand row: its id, the flag (1 mapped, 0 not) and its display columns. */
export type MappingRow = { id: number } & Record<string, unknown>;

/** The mapping list's answer, shaped as §7 says: `data[0].data`, `data[0].total`. */
export interface MappingAnswer {
  data: [{ data: MappingRow[]; total: number }];
}

export interface TableInputAnswer {
  data: Array<{ id: number } & Record<string, unknown>>;
  total: number;
}

/** What a table input saves: the filters naming the rows' context and each edited row. */
export interface TableInputSave {
  filters: Record<string, string>;
  rows: Array<{ id: number } & Record<string, unknown>>;
}
