/**
 * The two calls every screen's list starts with, its definition (`GET /api/schema/:id`) and
 * its first page (`GET /api/<endpoint>/list`), and `askForScreen`, which starts both as soon
 * as an address names the screen: at start-up beside the language catalog and the screen's
 * code, and at each in-app navigation before the screen renders. Without it the page asked
 * for its definition after its code had loaded, and for the rows after the definition had
 * arrived (issue #12: 927 ms to the first rows). The router file's `list` (added by the
 * server to the stored modules) says where a route's list is and whether it is a table.
 */
import type { ListAnswer } from "../../../schema/api/crud";
import { listSearchParams } from "../../../schema/api/list-params";
import { http } from "../../api/http";
import { findRoute } from "../../launcher/module-paths";
import { readSession } from "../../session/session-store";
import { parseListQuery } from "../list/url-state";
import { callEarly, callOnce } from "./early-answers";
import type { LoadedScreen, RecordData } from "./screen-data";

const FORM_VIEWS = ["detail", "create", "update"];

const schemaPath = (id: string) => `schema/${id}`;
const listPath = (endpoint: string, params: string) => `${endpoint}/list?${params}`;

const getScreen = (id: string) =>
  http
    .get(schemaPath(id))
    .json<{ data: LoadedScreen }>()
    .then((answer) => answer.data);

const getList = (endpoint: string, params: string) =>
  http.get(`${endpoint}/list`, { searchParams: params }).json<ListAnswer<RecordData>>();

export function fetchScreen(id: string): Promise<LoadedScreen> {
  return callOnce(schemaPath(id), () => getScreen(id));
}

export function fetchList(endpoint: string, params: string): Promise<ListAnswer<RecordData>> {
  return callOnce(listPath(endpoint, params), () => getList(endpoint, params));
}

/**
 * Starts the calls the page at `path` + `search` will make first, if the stored modules know
 * it as a screen: its definition, and for a table's list view its page as the address asks.
 */
export function askForScreen(path: string, search: string): void {
  const route = findRoute(readSession().modules ?? [], path)?.route;
  if (!route?.schema) return;
  const schema = route.schema;
  callEarly(schemaPath(schema), () => getScreen(schema));
  const query = new URLSearchParams(search);
  const { list } = route;
  if (list?.layout !== "table" || FORM_VIEWS.includes(query.get("view") ?? "")) return;
  // The filters drawn as ranges are only known from the definition: with a range in the
  // address this key differs from the list's, and the early answer simply goes unused.
  const params = listSearchParams(parseListQuery(query)).toString();
  callEarly(listPath(list.endpoint, params), () => getList(list.endpoint, params));
}
