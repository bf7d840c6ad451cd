/**
 * The mapping switch list's decisions, as pure functions (admin-area §4 "Mapping switch",
 * §7 "Mapping toggle"): what a row shows while a switch is pending, whether switching asks
 * first, and the setter's body.
 */
import type { MappingFilter, MappingRow } from "../../../../schema/api/widget-data";

/** What the flag of `row` shows: the pending value while a switch is under way, else the row's. */
export function shownFlag(
  row: MappingRow,
  flag: string,
  pending: ReadonlyMap<number, 0 | 1>,
): 0 | 1 {
  return pending.get(row.id) ?? (Number(row[flag]) === 1 ? 1 : 0);
}

/** Switching off asks first when an alert is configured; switching on never asks. */
export function asksFirst(next: 0 | 1, alert: unknown): boolean {
  return next === 0 && Boolean(alert);
}

/** The setter's body (§7): the row, the extra params, the record's id under its name, the flag. */
export function switchBody(
  row: MappingRow,
  next: 0 | 1,
  config: {
    flag: string;
    idName: string;
    recordId: number;
    params?: Readonly<Record<string, string | number>>;
  },
): Record<string, unknown> {
  return {
    ...row,
    ...config.params,
    [config.idName]: config.recordId,
    [config.flag]: next,
    flag: config.flag,
  };
}

/** The filter's value from a select's text: 2 (all), 1 (active) or 0 (inactive). */
export function readFilter(text: string): MappingFilter {
  return text === "1" ? 1 : text === "0" ? 0 : 2;
}
