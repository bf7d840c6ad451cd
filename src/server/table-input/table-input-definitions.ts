/**
 * The tables a table input edits, each described by configuration: the parent record (whose
 * resource's permissions govern reading and saving), the rows the table lists (one per row of
 * a reference table, e.g. each manpower type), and the value table holding one row per parent,
 * listed row and key (e.g. the month), with the value columns the input edits. A new table
 * input is one entry here; listing, saving, scope and the audit log are table-input-store.ts.
 */
import type { LocalText } from "../../schema/local-text";

export interface ValueColumn {
  type: "number" | "money" | "text";
  /** Decimal places a number or money value may carry. */
  precision?: number;
  minimum?: number;
}

export interface TableInputDefinition {
  title: LocalText;
  /** read-<resource> to list, update-<resource> to save. */
  resource: string;
  parent: { table: string };
  rows: {
    table: string;
    columns: readonly string[];
    search: readonly string[];
    /** Only the rows meeting these equalities are listed (active reference rows). */
    where?: Readonly<Record<string, string | number>>;
  };
  values: {
    table: string;
    parentKey: string;
    rowKey: string;
    columns: Readonly<Record<string, ValueColumn>>;
    /**
     * Further key columns, each filled from the filter of the same name: its pattern, and
     * how the filter's text becomes the column's value.
     */
    keys: Readonly<Record<string, { pattern: RegExp; toColumn: (text: string) => string }>>;
  };
  /**
   * Columns shown beside the values and never saved, read from another table or view by the
   * same parent and row (not by the further keys): the actual head count beside the plan.
   */
  readOnly?: {
    table: string;
    parentKey: string;
    rowKey: string;
    columns: readonly string[];
  };
}

export const TABLE_INPUTS: Readonly<Record<string, TableInputDefinition>> = {
  "project-manpower-plan": {
    title: { id: "Rencana Manpower", en: "Manpower Plan" },
    resource: "manajemen-manpower",
    parent: { table: "projects" },
    rows: {
      table: "m_manpower_types",
      columns: ["code", "name"],
      search: ["code", "name"],
      where: { active: 1 },
    },
    values: {
      table: "manpower_managements",
      parentKey: "project_id",
      rowKey: "manpower_type_id",
      columns: { planned_count: { type: "number", precision: 0, minimum: 0 } },
      // A plan is per month: the period column holds the month's first day.
      keys: { period: { pattern: /^\d{4}-(0[1-9]|1[0-2])$/, toColumn: (month) => `${month}-01` } },
    },
    // Today's head count (migration 0026), the same whatever month's plan it stands beside.
    readOnly: {
      table: "project_manpower_actuals",
      parentKey: "project_id",
      rowKey: "manpower_type_id",
      columns: ["actual_count"],
    },
  },
};

export function tableInputNamed(name: string): TableInputDefinition | undefined {
  return Object.hasOwn(TABLE_INPUTS, name) ? TABLE_INPUTS[name] : undefined;
}
