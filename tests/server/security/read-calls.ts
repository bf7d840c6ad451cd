/**
 * How the read probes call the app and read its answers: a list, lookup or export of a
 * screen for a caller, as the client asks for them, and the values a probe is made of.
 */
import { visibleFields } from "../../../src/schema/adapter/visible-fields";
import type { PermissionHolder } from "../../../src/schema/permissions";
import type { RowScope } from "../../../src/server/crud/row-scope";
import type { LoadedScreen } from "../../../src/server/schemas/served-screens";
import type { Headers } from "./callers";
import type { MatrixEnv } from "./matrix-env";
import { send } from "./send";

export type Row = Record<string, unknown>;
export type Query = Record<string, string | string[]>;
export type Say = (what: string) => void;

export interface Reader {
  name: "permitted" | "otherAdmin" | "unmapped" | "superAdmin";
  headers: Headers;
  holder: PermissionHolder;
  scope: RowScope | null;
  /** How many paths are probed: every filter and sort, the code paths, or the plain list. */
  depth: "every" | "paths" | "plain";
}

export interface ListAnswer {
  data: Row[];
  total: number;
  totalEstimated?: boolean;
  rekap?: { id: string; value: unknown }[];
}

/** Rows of a probed page. */
export const PAGE = 20;
/** Exports are read (and compared with the list) up to this many rows. */
export const EXPORT_COMPARED = 500;

export function readCalls(env: MatrixEnv) {
  const get = (url: string, headers: Headers) => send(env.app, { method: "GET", url }, headers);
  const listUrl = (loaded: LoadedScreen, query: Query, path = "list") =>
    `/api/${loaded.screen.endpoint}/${path}?${toSearch(query)}`;
  /** The list's answer, if it is a 200. */
  async function list(loaded: LoadedScreen, query: Query, reader: Reader) {
    const answer = await get(listUrl(loaded, query), reader.headers);
    return answer.status === 200 ? (JSON.parse(answer.body) as ListAnswer) : undefined;
  }
  return { get, listUrl, list };
}

/** A row's value of its first search column the reader may see, as a search would type it. */
export function firstText(loaded: LoadedScreen, reader: Reader, row: Row): string | undefined {
  const seen = new Set(
    visibleFields(loaded.screen, "list", reader.holder).map((field) => field.id),
  );
  const column = loaded.screen.searchColumns.find((candidate) => seen.has(candidate));
  const value = column ? row[column] : undefined;
  return typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, 40) : undefined;
}

function toSearch(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of [value].flat()) params.append(key, item);
  }
  return params.toString();
}

export const idOf = (row: Row) => Number(row.id);
export const sameIds = (a: Row[], b: Row[]) =>
  JSON.stringify(a.map(idOf)) === JSON.stringify(b.map(idOf));
