/**
 * The reads of one screen by the callers allowed to read it, each compared with the database:
 * a row outside the caller's scope must never come back — not in the list, nor through a
 * search, a filter on any column, a relation filter, any sort order, the lookup (dataset), the
 * rekap or the export — and a field hidden from the caller must never show, nor narrow a
 * result (a filter, a search, a sort on it is refused or ignored). An empty filter widens
 * nothing. The probe values are taken from a row the caller may not see, so a leak shows.
 */
import Papa from "papaparse";
import { visibleFields } from "../../../src/schema/adapter/visible-fields";
import { RANGE_FROM, RANGE_TO } from "../../../src/schema/api/crud";
import { pickText } from "../../../src/schema/local-text";
import { relationAlias } from "../../../src/schema/overlay/relation-alias";
import { SUPER_ADMIN_ROLE_ID } from "../../../src/schema/permissions";
import type { LoadedScreen } from "../../../src/server/schemas/served-screens";
import { createHiddenFieldProbes } from "./hidden-field-probes";
import type { MatrixEnv } from "./matrix-env";
import {
  EXPORT_COMPARED,
  firstText,
  idOf,
  type ListAnswer,
  PAGE,
  type Query,
  type Reader,
  type Row,
  readCalls,
  type Say,
} from "./read-calls";
import { ROUTE_CLASSES } from "./route-classes";
import { listKeys, recordKeys, strayKeys } from "./visible-keys";

export type { Reader };

/** Rows of the super-admin's list a marker is chosen from. */
const REFERENCE = 100;

/**
 * The callers whose reads are probed, each as deep as it pays: the permitted caller through
 * every filter and sort, the admin of the empty department through each kind of path, the
 * caller administering nothing (whose scope is an empty list) through the plain list.
 */
export function readersOf({ callers, scopes }: MatrixEnv): {
  readers: Reader[];
  superAdmin: Reader;
} {
  const holder = { roleId: 0, permissions: callers.granted };
  return {
    readers: [
      {
        name: "permitted",
        headers: callers.permitted,
        holder,
        scope: scopes.permitted,
        depth: "every",
      },
      {
        name: "otherAdmin",
        headers: callers.otherAdmin,
        holder,
        scope: scopes.otherAdmin,
        depth: "paths",
      },
      {
        name: "unmapped",
        headers: callers.unmapped,
        holder,
        scope: scopes.unmapped,
        depth: "plain",
      },
    ],
    superAdmin: {
      name: "superAdmin",
      headers: callers.superAdmin,
      holder: { roleId: SUPER_ADMIN_ROLE_ID, permissions: [] },
      scope: null,
      depth: "plain",
    },
  };
}

export function createReadProbes(env: MatrixEnv) {
  const { get, listUrl, list } = readCalls(env);
  const { readHiddenField, readSecrets } = createHiddenFieldProbes(env);

  /** Problems of one screen read by `readers`; the super-admin's answers are the reference. */
  async function readScreen(
    loaded: LoadedScreen,
    readers: Reader[],
    superAdmin: Reader,
  ): Promise<string[]> {
    const problems: string[] = [];
    const reference = await list(loaded, { limit: String(REFERENCE) }, superAdmin);
    if (!reference) return [`${loaded.id}: the super-admin's list does not answer`];
    for (const reader of readers) {
      const say = (what: string) => problems.push(`${loaded.id} · ${reader.name}: ${what}`);
      const mine = await rowsOf(loaded, reader);
      const marker = reference.data.find((row) => !mine.has(row)) ?? reference.data[0] ?? {};
      await readList(loaded, reader, mine, marker, say);
      if (!loaded.screen.rollup) await readDataset(loaded, reader, mine, marker, say);
      await readExport(loaded, reader, marker, say);
      await readSteps(loaded, reader, mine, say);
    }
    await readSecrets(loaded, superAdmin, (what) =>
      problems.push(`${loaded.id} · secrets: ${what}`),
    );
    // A field permission does not depend on scope: the permitted caller stands for all.
    const [first] = readers;
    if (first) {
      await readHiddenField(loaded, first, superAdmin, (what) =>
        problems.push(`${loaded.id} · hidden field · ${first.name}: ${what}`),
      );
    }
    return problems;
  }

  /**
   * The reader's rows of the screen, asked of the database once: a rollup's rows are totals
   * per project, the caller's when the project is.
   */
  async function rowsOf(loaded: LoadedScreen, reader: Reader): Promise<Mine> {
    if (loaded.screen.rollup) {
      const projects = await env.oracle.projects(reader.scope);
      return { has: (row) => projects.has(Number(row.project_id)), size: undefined };
    }
    const ids = await env.oracle.all(loaded, reader.scope);
    return { has: (row) => ids.has(idOf(row)), size: ids.size };
  }

  /** The ids of the rows of `rows` that are not the reader's. */
  const foreignRows = (rows: Row[], mine: Mine) =>
    rows.filter((row) => !mine.has(row)).map((row) => row.id);

  async function readList(loaded: LoadedScreen, reader: Reader, mine: Mine, marker: Row, say: Say) {
    const base = await list(loaded, { limit: String(PAGE) }, reader);
    if (!base) return say("the plain list does not answer 200");
    const allowed = listKeys(loaded, reader.holder);
    const check = async (label: string, answer: ListAnswer) => {
      const foreign = foreignRows(answer.data, mine);
      if (foreign.length > 0)
        say(`${label} shows rows outside the caller's scope: ${foreign.slice(0, 5).join(", ")}`);
      const stray = strayKeys(answer.data, allowed);
      if (stray.length > 0) say(`${label} shows hidden fields ${stray.join(", ")}`);
      if (!answer.totalEstimated && answer.total > (base.totalEstimated ? Infinity : base.total)) {
        say(`${label} widens the list: ${answer.total} rows against ${base.total}`);
      }
    };
    await check("the list", base);
    await checkTotalAndRekap(loaded, reader, mine, base, say);
    for (const [label, query, exact] of listProbes(loaded, reader, marker)) {
      const answer = await get(listUrl(loaded, { ...query, limit: String(PAGE) }), reader.headers);
      if (answer.status !== 200) {
        say(`${label} answers ${answer.status} ${answer.code ?? ""}`);
        continue;
      }
      const parsed = JSON.parse(answer.body) as ListAnswer;
      await check(label, parsed);
      if (exact && !parsed.totalEstimated && !base.totalEstimated && parsed.total !== base.total) {
        say(`${label} changes the list: ${parsed.total} rows against ${base.total}`);
      }
    }
  }

  /** The total is the number of the reader's rows, the rekap their figures, nothing more. */
  async function checkTotalAndRekap(
    loaded: LoadedScreen,
    reader: Reader,
    mine: Mine,
    base: ListAnswer,
    say: Say,
  ) {
    if (mine.size === undefined) return;
    // A screen whose list a route of its own serves (account approval) may keep to fewer rows.
    const own = ROUTE_CLASSES[`GET /api/${loaded.screen.endpoint}/list`] !== undefined;
    if (!base.totalEstimated && (own ? base.total > mine.size : base.total !== mine.size)) {
      say(`the list's total is ${base.total}, the caller's rows are ${mine.size}`);
    }
    const seen = new Set(
      visibleFields(loaded.screen, "list", reader.holder).map((field) => field.id),
    );
    const items = (loaded.screen.rekap?.items ?? []).filter((item) =>
      [...Object.keys(item.count ?? {}), ...(item.sum ? [item.sum] : [])].every((column) =>
        seen.has(column),
      ),
    );
    const figures = await env.oracle.rekap(loaded, reader.scope, items);
    const got = Object.fromEntries((base.rekap ?? []).map((item) => [item.id, item.value]));
    const wanted = Object.fromEntries(items.map((item) => [item.id, figures[item.id]]));
    if (JSON.stringify(got) !== JSON.stringify(wanted)) {
      say(
        `the rekap is ${JSON.stringify(got)}, over the caller's rows it is ${JSON.stringify(wanted)}`,
      );
    }
  }

  async function readDataset(
    loaded: LoadedScreen,
    reader: Reader,
    mine: Mine,
    marker: Row,
    say: Say,
  ) {
    const allowed = recordKeys(loaded, reader.holder);
    const searched = firstText(loaded, reader, marker);
    const probes: [string, Query][] = [
      ["the lookup", {}],
      ...(searched
        ? [[`the lookup searching "${searched}"`, { search: searched }] as [string, Query]]
        : []),
    ];
    for (const [label, query] of probes) {
      const answer = await get(
        listUrl(loaded, { ...query, limit: String(PAGE) }, "dataset"),
        reader.headers,
      );
      if (answer.status !== 200) {
        say(`${label} answers ${answer.status} ${answer.code ?? ""}`);
        continue;
      }
      const rows = (JSON.parse(answer.body) as { data: Row[] }).data;
      const foreign = foreignRows(rows, mine);
      if (foreign.length > 0)
        say(`${label} shows rows outside the caller's scope: ${foreign.slice(0, 5).join(", ")}`);
      const stray = strayKeys(rows, allowed);
      if (stray.length > 0) say(`${label} shows hidden fields ${stray.join(", ")}`);
    }
  }

  /** The export holds what the list holds for the same query, and no hidden column. */
  async function readExport(loaded: LoadedScreen, reader: Reader, marker: Row, say: Say) {
    if (loaded.screen.hiddenActions.includes("export")) return;
    const searched = firstText(loaded, reader, marker);
    const queries: [string, Query][] = [
      ["the export", {}],
      ...(searched
        ? [[`the export searching "${searched}"`, { search: searched }] as [string, Query]]
        : []),
    ];
    for (const [label, query] of queries) {
      const listed = await list(loaded, { ...query, limit: "1" }, reader);
      if (!listed || listed.totalEstimated || listed.total > EXPORT_COMPARED) continue;
      const answer = await get(
        listUrl(loaded, { ...query, format: "csv" }, "export"),
        reader.headers,
      );
      const rows = answer.status === 200 ? csvRows(answer.body) : [];
      if (answer.status !== 200 && !(answer.status === 422 && listed.total === 0)) {
        say(`${label} answers ${answer.status} ${answer.code ?? ""}`);
      } else if (rows.length !== listed.total) {
        say(`${label} has ${rows.length} rows, the list ${listed.total}`);
      }
      const header = answer.status === 200 ? csvHeader(answer.body) : [];
      const hiddenLabels = hiddenFieldLabels(loaded, reader);
      const shown = header.filter((column) => hiddenLabels.has(column));
      if (shown.length > 0) say(`${label} has the hidden columns ${shown.join(", ")}`);
    }
  }

  /** The history of steps of a record that is not the caller's is empty to them. */
  async function readSteps(loaded: LoadedScreen, reader: Reader, mine: Mine, say: Say) {
    const token = env.tokens.get(loaded.id);
    if (!token || !loaded.screen.transitions?.length || mine.has({ id: token.row })) return;
    const answer = await get(
      `/api/${loaded.screen.endpoint}/${token.row}/transitions`,
      reader.headers,
    );
    if (answer.body.includes(token.value)) say(`the steps of record ${token.row} show its history`);
  }

  return { readScreen };
}

/** The reader's rows, as the database has them. */
interface Mine {
  has(row: Row): boolean;
  /** How many there are; a rollup's totals are not counted. */
  size: number | undefined;
}

/**
 * The list queries a reader is probed with, each labelled, and whether it must leave the
 * result as it is (an empty filter): the marker's value of every filter, a relation filter
 * on every related column a view reads, every sort, a search for its first text.
 */
function listProbes(loaded: LoadedScreen, reader: Reader, marker: Row): [string, Query, boolean][] {
  const { screen, model } = loaded;
  const probes: [string, Query, boolean][] = [];
  const searched = firstText(loaded, reader, marker);
  if (searched) probes.push([`the search "${searched}"`, { search: searched }, false]);
  if (reader.depth === "plain") return probes;
  const filterable = [
    ...new Map(
      [
        ...visibleFields(screen, "filter", reader.holder),
        ...visibleFields(screen, "list", reader.holder),
      ].map((field) => [field.id, field]),
    ).values(),
  ];
  const every = reader.depth === "every";
  // An empty filter and a range take one path whatever the column: asked of the first ones.
  let ranged = false;
  for (const [index, field] of filterable.entries()) {
    if (!every && index > 0) break;
    if (index < 2) {
      probes.push([`the empty filter ${field.id}=`, { [field.id]: "" }, true]);
      probes.push([`the empty filter ${field.id}=&${field.id}=`, { [field.id]: ["", ""] }, true]);
    }
    const value = probeValue(marker[field.id], field.fieldType);
    if (value === undefined || field.kind === "array") continue;
    probes.push([`the filter ${field.id}=${value}`, { [field.id]: value }, false]);
    const rangeable =
      field.fieldType === "date" || field.kind === "integer" || field.kind === "number";
    if (rangeable && !ranged) {
      ranged = true;
      probes.push([
        `the range on ${field.id}`,
        { [`${field.id}${RANGE_FROM}`]: value, [`${field.id}${RANGE_TO}`]: value },
        false,
      ]);
    }
  }
  const related = visibleFields(screen, "list", reader.holder).filter((field) => field.relation);
  for (const field of every ? related : related.slice(0, 1)) {
    const alias = relationAlias(field.id, model.fieldList);
    const column = field.views.list.view_data.split(".")[1];
    const value = column
      ? probeValue((marker[alias] as Row | undefined)?.[column], "text")
      : undefined;
    if (column && value !== undefined) {
      probes.push([
        `the relation filter ${alias}.${column}=${value}`,
        { [`${alias}.${column}`]: value },
        false,
      ]);
    }
  }
  const sortable = [
    "id",
    "created_at",
    "updated_at",
    ...visibleFields(screen, "list", reader.holder).map((f) => f.id),
  ];
  for (const [index, column] of [...new Set(sortable)].entries()) {
    if (!every && index > 1) break;
    if (!model.fieldView.includes(column)) continue;
    probes.push([
      `the sort by ${column}`,
      { sort_by: column, sort: index % 2 ? "ASC" : "DESC" },
      true,
    ]);
  }
  return probes;
}

/** A marker's value as a filter takes it; objects and empties give no probe. */
function probeValue(value: unknown, fieldType: string): string | undefined {
  if (value === null || value === undefined || typeof value === "object") return undefined;
  const text = String(value);
  if (text.trim() === "") return undefined;
  return fieldType === "date" ? text.slice(0, 10) : text.slice(0, 60);
}

/** The labels (in English, the callers' language) of the fields hidden from the reader. */
function hiddenFieldLabels(loaded: LoadedScreen, reader: Reader): Set<string> {
  const seen = new Set(
    visibleFields(loaded.screen, "list", reader.holder).map((field) => field.id),
  );
  return new Set(
    loaded.screen.fields
      .filter((field) => !seen.has(field.id) && loaded.screen.exportColumns.includes(field.id))
      .map((field) => pickText(field.label, "en")),
  );
}

function csvRows(text: string): string[][] {
  return (
    Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data ?? []
  ).slice(1);
}

function csvHeader(text: string): string[] {
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { preview: 1 }).data[0] ?? [];
}
