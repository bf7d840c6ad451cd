/**
 * Request chains across callers: a record made by one caller, then asked about, changed and
 * deleted by another who may not, each step's answer checked as it comes. A chain throws at the
 * first step that went wrong, naming the request, the caller and the answer.
 */
import {
  type BodySource,
  changeable,
  narrowed,
  validBody,
  validUpdate,
} from "../openapi/valid-body";
import { describeWrites } from "./answer-invariants";
import type {
  ChainCaller,
  ChainScreen,
  ChainTarget,
  Creator,
  Intruder,
  Sent,
} from "./chain-target";

type Row = Record<string, unknown>;

export interface ScopedChain {
  screen: string;
  creator: Creator;
  /** The department (of admin.dept's) every row the record names belongs to. */
  department: number;
  intruder: Intruder;
  seed: number;
}

export interface CompanyWideChain {
  screen: string;
  seed: number;
}

/** Throws what is wrong with a step: `wrong` (and its writes) unless `expected`; any invariant. */
function check(sent: Sent, expected: boolean, wrong: string) {
  const problems = [...sent.violations];
  const wrote = sent.changes.length > 0 ? `; it wrote ${describeWrites(sent.changes)}` : "";
  if (!expected) problems.unshift(`${wrong}${wrote}`);
  if (problems.length > 0) throw new Error(`${problems.join("; ")}\n    ${sent.line}`);
}

/** A refusal that tells nothing (403 or 404) and wrote nothing. */
function refused(sent: Sent, what: string) {
  const refusal = sent.status === 403 || sent.status === 404;
  check(sent, refusal && sent.changes.length === 0, `${what} was not refused`);
}

const data = (sent: Sent) => (sent.json?.data ?? {}) as Row;
const listed = (sent: Sent, id: number) =>
  Array.isArray(sent.json?.data) && (sent.json.data as Row[]).some((row) => Number(row.id) === id);

/**
 * The list that would show the record first: searched for its display value (its first
 * search column holding text), newest first where the list sorts by id.
 */
function listUrl(screen: ChainScreen, record: Row): string {
  const query = new URLSearchParams({ limit: "50" });
  const shown = screen.searchColumns
    .map((column) => record[column])
    .find((value) => typeof value === "string" && value.trim() !== "");
  if (typeof shown === "string") query.set("search", shown);
  if (screen.sortsById) {
    query.set("sort_by", "id");
    query.set("sort", "DESC");
  }
  return `/api/${screen.endpoint}/list?${query}`;
}

const screenOf = (screens: readonly ChainScreen[], endpoint: string) => {
  const screen = screens.find((candidate) => candidate.endpoint === endpoint);
  if (!screen) throw new Error(`no screen ${endpoint} to chain requests on`);
  return screen;
};

/** A record of `screen` made by `caller` from `source`'s rows; null when no valid body exists. */
async function made(
  target: ChainTarget,
  screen: ChainScreen,
  caller: ChainCaller,
  source: BodySource,
  seed: number,
): Promise<Row | null> {
  const schema = await narrowed(source, screen.create, screen.model);
  if (!schema) return null;
  const body = changeable(screen.id, validBody(schema, seed));
  const sent = await target.send(caller, "POST", `/api/${screen.endpoint}/create`, body);
  check(sent, sent.status === 200, "the record could not be made");
  return data(sent);
}

/**
 * A valid update of `record` from `source`'s rows (just its version when there is none). Its
 * files are the source's caller's: a refusal for reach comes before one for a file not theirs.
 */
async function updateOf(
  source: BodySource,
  screen: ChainScreen,
  record: Row,
  seed: number,
): Promise<Row> {
  const schema = await narrowed(source, screen.update, screen.model, record.id);
  return validUpdate(schema ?? {}, record, seed);
}

/**
 * The creator makes a record of a department's; the intruder's show, update, delete, history
 * and list search of it are refused and write nothing; the creator deletes it; its history is
 * still refused to the intruder and read by the creator, the create and the delete in it.
 * False when the screen has no valid body for the department (a required choice without rows).
 */
export async function scopedChain(target: ChainTarget, chain: ScopedChain): Promise<boolean> {
  const { creator, intruder, department, seed } = chain;
  const screen = screenOf(target.scoped, chain.screen);
  const api = `/api/${screen.endpoint}`;
  const source = target.source(creator, department);
  const record = await made(target, screen, creator, source, seed);
  if (!record) return false;
  const id = Number(record.id);
  const version = { id, updated_at: record.updated_at };
  const list = listUrl(screen, record);
  const own = await target.send(creator, "GET", list);
  check(
    own,
    listed(own, id),
    "the creator's list does not show the record: the intruder's proves nothing",
  );
  const update = await updateOf(source, screen, record, seed + 1);

  refused(await target.send(intruder, "GET", `${api}/${id}/show`), "the intruder's show");
  refused(await target.send(intruder, "PUT", `${api}/update`, update), "the intruder's update");
  refused(await target.send(intruder, "DELETE", `${api}/delete`, version), "the intruder's delete");
  refused(await target.send(intruder, "GET", `${api}/${id}/audit`), "the intruder's history");
  const theirs = await target.send(intruder, "GET", list);
  check(
    theirs,
    theirs.changes.length === 0 &&
      (theirs.status === 403 ||
        theirs.status === 404 ||
        (theirs.status === 200 && !listed(theirs, id))),
    "the intruder's list shows the record",
  );
  const kept = await target.send(creator, "GET", `${api}/${id}/show`);
  check(kept, data(kept).updated_at === record.updated_at, "the record changed");

  const gone = await target.send(creator, "DELETE", `${api}/delete`, version);
  check(gone, gone.status === 200, "the creator could not delete the record");
  refused(
    await target.send(intruder, "GET", `${api}/${id}/audit`),
    "the intruder's history of the deleted record",
  );
  const history = await target.send(creator, "GET", `${api}/${id}/audit`);
  const actions = Array.isArray(history.json?.data)
    ? (history.json.data as Row[]).map((entry) => entry.action)
    : [];
  check(
    history,
    history.status === 200 && actions.join() === "delete,create",
    "the creator does not read the deleted record's history (its create and delete)",
  );
  return true;
}

/**
 * The super-admin makes a company-wide record; a department admin holding the screen's create,
 * update and delete permissions is refused all three as COMPANY_WIDE_RECORD, with nothing
 * written and the record as it was; the super-admin deletes it.
 */
export async function companyWideChain(
  target: ChainTarget,
  chain: CompanyWideChain,
): Promise<boolean> {
  const screen = screenOf(target.companyWide, chain.screen);
  const api = `/api/${screen.endpoint}`;
  const source = target.source("super-admin", null);
  const record = await made(target, screen, "super-admin", source, chain.seed);
  if (!record) return false;
  const id = Number(record.id);
  const version = { id, updated_at: record.updated_at };
  const schema = await narrowed(source, screen.create, screen.model);
  const another = changeable(screen.id, validBody(schema ?? {}, chain.seed + 1));
  const update = await updateOf(source, screen, record, chain.seed + 2);
  for (const [method, url, payload] of [
    ["POST", `${api}/create`, another],
    ["PUT", `${api}/update`, update],
    ["DELETE", `${api}/delete`, version],
  ] as const) {
    const sent = await target.send("wide-admin", method, url, payload);
    check(
      sent,
      sent.status === 403 && sent.json?.code === "COMPANY_WIDE_RECORD" && sent.changes.length === 0,
      `a department admin's ${method} of a company-wide record was not refused as company-wide`,
    );
  }
  const kept = await target.send("super-admin", "GET", `${api}/${id}/show`);
  check(kept, data(kept).updated_at === record.updated_at, "the record changed");
  const gone = await target.send("super-admin", "DELETE", `${api}/delete`, version);
  check(gone, gone.status === 200, "the super-admin could not delete the record");
  return true;
}
