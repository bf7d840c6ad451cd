/**
 * The cells of one screen, generated from its overlay (merged with its model, as the server
 * loads it): every route a screen has, each with the gate the overlay declares — the
 * permissions, the actions it hides, the features it has or lacks, the record's scope — and
 * the answer a caller who passes them gets. Nothing here names a screen: a new overlay gets
 * its cells from what it says.
 */
import { RANGE_FROM } from "../../../src/schema/api/crud";
import type { OverlayPanel } from "../../../src/schema/overlay/overlay-types";
import { SCHEMA_PREVIEW_PERMISSION } from "../../../src/schema/overlay/preview-permission";
import { transitionPermission } from "../../../src/schema/transitions/transition-types";
import type { LoadedScreen } from "../../../src/server/schemas/served-screens";
import type { Sample, ScreenAction } from "./route-classes";

/** How an answer reads to the matrix. */
export type Outcome =
  /** 401: no session. */
  | "ANON"
  /** 403 FORBIDDEN: a permission is missing. */
  | "FORBIDDEN"
  /** 404 NOT_FOUND: the screen has no such route or switches the action off. */
  | "ABSENT"
  /** 403 RECORD_OUT_OF_SCOPE or 404 RECORD_NOT_FOUND: the record is not the caller's. */
  | "FOREIGN"
  /** 403 COMPANY_WIDE_RECORD: a row serving the whole company, and a caller who does not. */
  | "BEYOND"
  /** Anything else below 500: the call was let through. */
  | "PASSED";

/** One check of a route, in the order the server makes them. */
export type Step =
  /** The screen has nothing behind this route. */
  | { kind: "absent" }
  /** 403 unless the caller holds one of these. */
  | { kind: "permission"; anyOf: string[] }
  /** 404 unless the caller holds one of these: the overlay hides the other actions. */
  | { kind: "offered"; anyOf: string[] }
  /** The cell's record must be the caller's (exists and lies in their row scope). */
  | { kind: "record" }
  /** The screen's rows serve the whole company: only a caller who does may change them. */
  | { kind: "company-wide" };

export interface Cell {
  screen: string;
  action: ScreenAction | "sub-list" | "panel-read" | "panel-update";
  /** What the cell is, for the mismatch report (a tab's, a step's, a panel's name). */
  label: string;
  steps: Step[];
  /**
   * The record sent: the screen's sample row, a missing id, or — for a call that writes when
   * it passes — the sample row only for a caller it is foreign to, else a missing id.
   */
  record: "row" | "missing" | "effect" | "none";
  /** What a caller passing every step gets, and then which statuses. */
  settles: { outcome: Outcome; statuses?: number[] };
  request(recordId: number): Sample & { body?: Multipart };
}

export interface Multipart {
  fileName: string;
  contentType: string;
  content: string;
}

/** The permissions of a cell's last permission step: what its `without` caller lacks. */
export function cutOf(cell: Pick<Cell, "steps">): string[] {
  const last = cell.steps.filter((step) => step.kind === "permission").at(-1);
  return last?.kind === "permission" ? last.anyOf : [];
}

/** An id no table reaches (ids start at 1 and the demo has thousands, not billions). */
export const MISSING_ID = 2_147_480_000;
/** The shape of an import's id, belonging to nobody. */
const STRAY_IMPORT = "0".repeat(32);
/** A version no record has: the write is refused as changed meanwhile, after its scope check. */
const STALE = "2000-01-01T00:00:00.000000Z";

const CSV = { fileName: "matrix.csv", contentType: "text/csv", content: "kode,nama\r\nA,B\r\n" };
/** Markup is never kept, whatever it is called: refused after the gate, nothing stored. */
const MARKUP = { fileName: "matrix.html", contentType: "text/html", content: "<html></html>" };

export interface ScreenContext {
  /** The screens by overlay id (a tab names its sub-list's). */
  screens: ReadonlyMap<string, LoadedScreen>;
  /** A detail's values, for the key a tab passes to its sub-list. */
  keyOf(screen: string, recordId: number, field: string): string | undefined;
  /** The resource of a mapping or table input a panel names, if the server knows it. */
  panelResource(panel: OverlayPanel): string | undefined;
  /** A value each key filter of a table input accepts. */
  tableInputKeys(panel: OverlayPanel): Record<string, string>;
  /** Whether the rows of a table belong to no department or project. */
  companyWide(table: string): boolean;
}

export function screenCells(loaded: LoadedScreen, context: ScreenContext): Cell[] {
  const { screen } = loaded;
  const id = loaded.id;
  const base = `/api/${screen.endpoint}`;
  const verb = (name: "read" | "create" | "update" | "delete") => `${name}-${screen.resource}`;
  const records: Step[] = screen.rollup ? [{ kind: "absent" }] : [];
  const gate = (...verbs: ("read" | "create" | "update" | "delete")[]): Step[] => [
    ...records,
    { kind: "permission", anyOf: verbs.map(verb) },
    {
      kind: "offered",
      anyOf: verbs
        .filter((name) => name === "read" || !screen.hiddenActions.includes(name))
        .map(verb),
    },
  ];
  const ownedByAll: Step[] = context.companyWide(loaded.model.model)
    ? [{ kind: "company-wide" }]
    : [];
  const hidden = (action: "export" | "import"): Step[] =>
    screen.hiddenActions.includes(action) ? [{ kind: "absent" }] : [];
  const cell = (partial: Omit<Cell, "screen" | "label"> & { label?: string }): Cell => ({
    screen: id,
    label: partial.label ?? partial.action,
    ...partial,
  });
  const ok = (...statuses: number[]) => ({ outcome: "PASSED" as const, statuses });
  const foreign = { outcome: "FOREIGN" as const };

  const cells: Cell[] = [
    cell({
      action: "list",
      steps: [{ kind: "permission", anyOf: [verb("read")] }],
      record: "none",
      settles: ok(200),
      request: () => ({ method: "GET", url: `${base}/list?limit=1` }),
    }),
    cell({
      action: "export",
      steps: [{ kind: "permission", anyOf: [verb("read")] }, ...hidden("export")],
      record: "none",
      // Nothing to export is a 422 of its own.
      settles: ok(200, 422),
      request: () => ({ method: "GET", url: `${base}/export?format=csv&${narrowest(loaded)}` }),
    }),
    cell({
      action: "dataset",
      steps: gate("read"),
      record: "none",
      settles: ok(200),
      request: () => ({ method: "GET", url: `${base}/dataset?limit=1` }),
    }),
    cell({
      action: "show",
      steps: [...gate("read", "update"), { kind: "record" }],
      record: "row",
      settles: ok(200),
      request: (record) => ({ method: "GET", url: `${base}/${record}/show` }),
    }),
    cell({
      action: "audit",
      steps: [
        ...gate("read"),
        { kind: "permission", anyOf: ["read-audit-log"] },
        { kind: "record" },
      ],
      record: "row",
      settles: ok(200),
      request: (record) => ({ method: "GET", url: `${base}/${record}/audit` }),
    }),
    cell({
      action: "create",
      steps: [...gate("create"), ...ownedByAll],
      record: "none",
      settles: ok(422),
      request: () => ({ method: "POST", url: `${base}/create`, payload: {} }),
    }),
    ...(["update", "delete"] as const).map((name) =>
      cell({
        action: name,
        steps: [...gate(name), { kind: "record" }, ...ownedByAll],
        record: "row",
        // Sent with a version the record never had: refused as changed, nothing written.
        settles: ok(409),
        request: (record) => ({
          method: name === "update" ? "PUT" : "DELETE",
          url: `${base}/${name}`,
          payload: { id: record, updated_at: STALE },
        }),
      }),
    ),
    cell({
      action: "upload",
      steps: gate("create", "update"),
      record: "none",
      settles: ok(415),
      request: () => ({ method: "POST", url: `${base}/upload`, body: MARKUP }),
    }),
    cell({
      action: "import",
      steps: [...gate("create"), ...hidden("import")],
      record: "none",
      settles: ok(200),
      request: () => ({ method: "POST", url: `${base}/import`, body: CSV }),
    }),
    cell({
      action: "import-session",
      steps: [...gate("create"), ...hidden("import")],
      record: "none",
      settles: foreign,
      request: () => ({ method: "GET", url: `${base}/import/sessions/${STRAY_IMPORT}` }),
    }),
    cell({
      action: "definition",
      steps: [
        {
          kind: "permission",
          anyOf: [SCHEMA_PREVIEW_PERMISSION, verb("read"), verb("create"), verb("update")],
        },
      ],
      record: "none",
      settles: ok(200),
      request: () => ({ method: "GET", url: `/api/schema/${id}` }),
    }),
    cell({
      action: "transitions-read",
      // Another department's record answers an empty history (checked with the reads).
      steps: gate("read"),
      record: "row",
      settles: ok(200),
      request: (record) => ({ method: "GET", url: `${base}/${record}/transitions` }),
    }),
    cell({
      action: "change-diff",
      steps: [...gate("read"), { kind: "record" }],
      // Only a change request has a diff: any other screen's record is not found.
      record: loaded.model.model === "employee_request_changes" ? "row" : "missing",
      settles: ok(200),
      request: (record) => ({
        method: "GET",
        url: `/api/change-diff/${screen.endpoint}/${record}/list`,
      }),
    }),
    cell({
      action: "secret",
      steps: [
        ...gate("update"),
        ...(screen.secret ? [] : [{ kind: "absent" as const }]),
        { kind: "record" },
      ],
      record: "effect",
      settles: ok(200),
      request: (record) => ({ method: "POST", url: `${base}/secret`, payload: { id: record } }),
    }),
    ...ratingCells(loaded, cell),
    ...transitionCells(loaded, cell, gate("read")),
    ...tabCells(loaded, context),
    ...panelCells(loaded, context),
  ];
  return cells;
}

function ratingCells(
  loaded: LoadedScreen,
  cell: (partial: Omit<Cell, "screen" | "label"> & { label?: string }) => Cell,
): Cell[] {
  const { screen } = loaded;
  const base = `/api/${screen.endpoint}`;
  const rated = screen.rating?.permission ?? screen.resource;
  const feature: Step[] = screen.rating ? [] : [{ kind: "absent" }];
  const read: Step[] = [
    ...(screen.rollup ? [{ kind: "absent" as const }] : []),
    { kind: "permission", anyOf: [`read-${screen.resource}`] },
    ...feature,
  ];
  const per = screen.rating?.per;
  return [
    cell({
      action: "rating-read",
      steps: [...read, { kind: "permission", anyOf: [`view-${rated}`] }, { kind: "record" }],
      record: "row",
      settles: { outcome: "PASSED", statuses: [200] },
      request: (record) => ({ method: "GET", url: `${base}/rating?id=${record}` }),
    }),
    cell({
      action: "rating-write",
      steps: [...read, { kind: "permission", anyOf: [`do-rating-${rated}`] }, { kind: "record" }],
      record: "row",
      // A rating per project for a project nobody has is refused as foreign; without `per`,
      // an unknown rating type is a 400 after every check: nothing is written either way.
      settles: per ? { outcome: "FOREIGN" } : { outcome: "PASSED", statuses: [400] },
      request: (record) => ({
        method: "POST",
        url: `${base}/rating`,
        payload: {
          id: record,
          ...(per ? { [per]: MISSING_ID } : {}),
          data_rating: [{ rating_type_id: MISSING_ID, rating_value: 5 }],
        },
      }),
    }),
  ];
}

function transitionCells(
  loaded: LoadedScreen,
  cell: (partial: Omit<Cell, "screen" | "label"> & { label?: string }) => Cell,
  read: Step[],
): Cell[] {
  const { screen } = loaded;
  return (screen.transitions ?? []).map((transition) =>
    cell({
      action: "transition",
      label: `transition ${transition.name}`,
      steps: [
        ...read,
        { kind: "permission", anyOf: [transitionPermission(transition, screen.resource)] },
        { kind: "record" },
      ],
      record: "effect",
      // Only ever sent with a record that is not the caller's: a step that runs writes and mails.
      settles: { outcome: "FOREIGN" },
      request: (record) => ({
        method: "POST",
        url: `/api/${screen.endpoint}/${record}/transitions/${transition.name}`,
        payload: { reason: "authorisation matrix" },
      }),
    }),
  );
}

/** Each detail tab's sub-list, asked for as the detail asks: its key and fixed filters. */
function tabCells(loaded: LoadedScreen, context: ScreenContext): Cell[] {
  return loaded.screen.tabs.flatMap((tab) => {
    const sub = context.screens.get(tab.module);
    if (!sub) return [];
    const subScreen = sub.screen;
    return [
      {
        screen: loaded.id,
        action: "sub-list" as const,
        label: `sub-list ${tab.module}`,
        steps: [{ kind: "permission" as const, anyOf: [`read-${subScreen.resource}`] }],
        record: "row" as const,
        settles: { outcome: "PASSED" as const, statuses: [200] },
        request: (record: number) => {
          const key = context.keyOf(loaded.id, record, tab.key_field ?? "id") ?? String(MISSING_ID);
          const query = new URLSearchParams({
            [tab.as_param]: key,
            ...Object.fromEntries(
              Object.entries(tab.fixed ?? {}).map(([name, value]) => [name, String(value)]),
            ),
            limit: "1",
          });
          return { method: "GET" as const, url: `/api/${subScreen.endpoint}/list?${query}` };
        },
      },
    ];
  });
}

/** The mapping and table-input panels of a detail: their getter and setter. */
function panelCells(loaded: LoadedScreen, context: ScreenContext): Cell[] {
  return (loaded.screen.panels ?? []).flatMap((panel) => {
    if (panel.type === "change-diff") return [];
    const resource = context.panelResource(panel);
    const getter = (record: number) => `/api/${panel.getter.replace("{id}", String(record))}`;
    const setter = (record: number) => `/api/${panel.setter.replace("{id}", String(record))}`;
    const absent: Step[] = resource ? [] : [{ kind: "absent" }];
    const keys = new URLSearchParams(context.tableInputKeys(panel));
    return [
      {
        screen: loaded.id,
        action: "panel-read" as const,
        label: `panel ${panel.getter}`,
        steps: [
          ...absent,
          { kind: "permission" as const, anyOf: [`read-${resource}`] },
          { kind: "record" as const },
        ],
        record: "row" as const,
        settles: { outcome: "PASSED" as const, statuses: [200] },
        request: (record: number) => ({
          method: "GET" as const,
          url: `${getter(record)}/list?${keys}`,
        }),
      },
      {
        screen: loaded.id,
        action: "panel-update" as const,
        label: `panel ${panel.setter}`,
        steps: [...absent, { kind: "permission" as const, anyOf: [`update-${resource}`] }],
        record: "missing" as const,
        // Nothing to switch or save: a 400 or an empty save once the gate let it through.
        settles: { outcome: "PASSED" as const, statuses: [200, 400, 404] },
        request: (record: number) => ({
          method: "PUT" as const,
          url: `${setter(record)}/update`,
          payload: panel.type === "mapping" ? { id: MISSING_ID } : { filters: {}, rows: [] },
        }),
      },
    ];
  });
}

/**
 * A query that keeps an export small where the screen allows one: a range on a date or
 * number column of the list that no row reaches. A screen without one exports everything.
 */
function narrowest(loaded: LoadedScreen): string {
  const field = loaded.screen.fields.find(
    (candidate) =>
      candidate.views.list.show &&
      candidate.views.list.permission === "template-allow-all" &&
      (candidate.fieldType === "date" || candidate.kind === "integer") &&
      !candidate.relation,
  );
  if (!field) return "";
  // Within even a smallint's range: a bound the column cannot hold is refused (400).
  const bound = field.fieldType === "date" ? "2999-01-01" : "32000";
  return `${field.id}${RANGE_FROM}=${bound}`;
}
