/**
 * What the matrix needs of the named capabilities an overlay's panels call (mappings, table
 * inputs): the resource whose `read-`/`update-` the server checks, and a value each key
 * filter of a table input takes, so a panel's getter is asked for as the detail asks.
 */
import type { OverlayPanel } from "../../../src/schema/overlay/overlay-types";
import { mappingNamed } from "../../../src/server/mappings/mapping-definitions";
import { tableInputNamed } from "../../../src/server/table-input/table-input-definitions";

/** The named capability behind a panel's getter: `mapping/<name>/…`, `table-input/<name>/…`. */
function capabilityOf(panel: OverlayPanel) {
  const [kind, name = ""] = panel.getter.split("/");
  return kind === "mapping"
    ? mappingNamed(name)
    : kind === "table-input"
      ? tableInputNamed(name)
      : undefined;
}

export function panelResource(panel: OverlayPanel): string | undefined {
  return capabilityOf(panel)?.resource;
}

/** A value each key filter of a table input takes (a month, a day, a number). */
export function tableInputKeys(panel: OverlayPanel): Record<string, string> {
  const [kind, name = ""] = panel.getter.split("/");
  const keys = kind === "table-input" ? (tableInputNamed(name)?.values.keys ?? {}) : {};
  const candidates = ["2026-01", "2026-01-01", "1"];
  return Object.fromEntries(
    Object.entries(keys).map(([key, { pattern }]) => [
      key,
      candidates.find((value) => pattern.test(value)) ?? "",
    ]),
  );
}
