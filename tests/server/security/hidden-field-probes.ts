/**
 * The suite's hidden field of a screen (hidden-fields.ts), read by a caller without its
 * permission: it never shows — not in the list, the lookup, the detail, the history, the
 * export or a refused write — and no search, filter, range or sort of theirs reacts to its
 * value (refused or ignored, never narrowed). The super-admin finds the token in the same
 * places, so each probe could have failed. And the columns no answer ever carries (the
 * hashes of passwords, tokens and codes) are no filter or sort of anyone's.
 */
import { RANGE_FROM, RANGE_TO } from "../../../src/schema/api/crud";
import { SECRET_COLUMNS } from "../../../src/server/models/to-gen-model";
import type { LoadedScreen } from "../../../src/server/schemas/served-screens";
import type { MatrixEnv } from "./matrix-env";
import {
  EXPORT_COMPARED,
  firstText,
  type ListAnswer,
  PAGE,
  type Query,
  type Reader,
  type Row,
  readCalls,
  type Say,
  sameIds,
} from "./read-calls";
import { send } from "./send";
import type { Token } from "./tokens";

export function createHiddenFieldProbes(env: MatrixEnv) {
  const { get, listUrl, list } = readCalls(env);

  async function readHiddenField(
    loaded: LoadedScreen,
    reader: Reader,
    superAdmin: Reader,
    say: Say,
  ) {
    const field = env.hidden.fields.get(loaded.id);
    if (!field) return;
    const token = env.tokens.get(loaded.id);
    const value = token?.value ?? "zqnotatoken";
    const probes: [string, Query, "empty" | "unchanged"][] = [
      ["search for its value", { search: value }, "empty"],
      ["filter on it", { [field]: value }, "unchanged"],
      ["sort by it", { sort_by: field }, "unchanged"],
      [
        "range on it",
        { [`${field}${RANGE_FROM}`]: value, [`${field}${RANGE_TO}`]: value },
        "unchanged",
      ],
    ];
    const base = await list(loaded, { limit: String(PAGE) }, reader);
    for (const [label, query, outcome] of base ? probes : []) {
      const answer = await get(listUrl(loaded, { ...query, limit: String(PAGE) }), reader.headers);
      if (answer.status === 400 || !base) continue;
      if (answer.status !== 200) {
        say(`${label} answers ${answer.status}`);
        continue;
      }
      const parsed = JSON.parse(answer.body) as ListAnswer;
      if (token && answer.body.includes(token.value)) say(`${label} shows its value`);
      // Ignored is as good as refused: only a result it narrows or reorders is an oracle.
      const same =
        (outcome === "empty" && parsed.total === 0) ||
        (parsed.total === base.total &&
          (label !== "sort by it" || sameIds(parsed.data, base.data)));
      if (!same) say(`${label} reacts (${parsed.total} rows against ${base.total})`);
    }
    if (!loaded.screen.rollup) {
      const total = (body: string) => (JSON.parse(body) as { total?: number }).total;
      const plain = total(
        (await get(listUrl(loaded, { limit: "1" }, "dataset"), reader.headers)).body,
      );
      for (const [label, query] of [
        ["the lookup searching its value", { search: value }],
        ["the lookup filtering on it", { [field]: value }],
      ] as [string, Query][]) {
        const answer = await get(
          listUrl(loaded, { ...query, limit: "1" }, "dataset"),
          reader.headers,
        );
        if (answer.status === 400) continue;
        const found = total(answer.body);
        if (answer.status !== 200 || !(found === plain || ("search" in query && found === 0))) {
          say(`${label} reacts (${answer.status}, ${found} rows against ${plain})`);
        }
      }
    }
    if (!token) return;
    await readTokenRecord(loaded, reader, token, say);
    await proveToken(loaded, superAdmin, token, say);
  }

  /**
   * The record holding the token: its detail, history, export and refused writes never show
   * it. The export is asked for narrowed to the record by a column the caller may search.
   */
  async function readTokenRecord(loaded: LoadedScreen, reader: Reader, token: Token, say: Say) {
    const base = `/api/${loaded.screen.endpoint}`;
    const stale = { id: token.row, updated_at: "2000-01-01T00:00:00.000000Z" };
    const detail = await get(`${base}/${token.row}/show`, reader.headers);
    const near = firstText(loaded, reader, (JSON.parse(detail.body) as { data?: Row }).data ?? {});
    const listed = near ? await list(loaded, { search: near, limit: "1" }, reader) : undefined;
    const answers: [string, { body: string }][] = [
      ["detail", detail],
      ["history", await get(`${base}/${token.row}/audit`, reader.headers)],
      [
        "refused update",
        await send(
          env.app,
          { method: "PUT", url: `${base}/update`, payload: stale },
          reader.headers,
        ),
      ],
      [
        "refused delete",
        await send(
          env.app,
          { method: "DELETE", url: `${base}/delete`, payload: stale },
          reader.headers,
        ),
      ],
    ];
    if (near && listed && listed.total <= EXPORT_COMPARED) {
      answers.push([
        "export",
        await get(listUrl(loaded, { search: near, format: "csv" }, "export"), reader.headers),
      ]);
    }
    for (const [label, answer] of answers) {
      if (answer.body.includes(token.value))
        say(`the ${label} of record ${token.row} shows its value`);
    }
  }

  /** The super-admin sees the token where the others must not: the probes could fail. */
  async function proveToken(loaded: LoadedScreen, superAdmin: Reader, token: Token, say: Say) {
    const base = `/api/${loaded.screen.endpoint}`;
    for (const path of [
      "show",
      "audit",
      ...(loaded.screen.transitions?.length ? ["transitions"] : []),
    ]) {
      const answer = await get(`${base}/${token.row}/${path}`, superAdmin.headers);
      if (!answer.body.includes(token.value))
        say(`the super-admin's ${path} of record ${token.row} lacks the token`);
    }
    if (loaded.screen.searchColumns.includes(token.field)) {
      const found = await list(loaded, { search: token.value }, superAdmin);
      if (!found || found.total < 1) say("the super-admin's search does not find the token");
    }
  }

  /**
   * Columns that never leave the server (password, token and code hashes) are no filter and
   * no sort of any screen, not even the super-admin's: a reset token must not be guessed
   * through a list's answer.
   */
  async function readSecrets(loaded: LoadedScreen, superAdmin: Reader, say: Say) {
    const base = await list(loaded, { limit: "1" }, superAdmin);
    for (const column of SECRET_COLUMNS) {
      const queries: Query[] = [
        { [column]: "a" },
        { [`${column}${RANGE_FROM}`]: "a" },
        { sort_by: column },
      ];
      for (const query of queries) {
        const answer = await get(listUrl(loaded, { ...query, limit: "1" }), superAdmin.headers);
        const total =
          answer.status === 200 ? (JSON.parse(answer.body) as ListAnswer).total : undefined;
        if (answer.status !== 400 && total !== base?.total) {
          say(
            `the super-admin's list reacts to ${JSON.stringify(query)} (${answer.status}, ${total} rows)`,
          );
        }
      }
    }
  }

  return { readHiddenField, readSecrets };
}
