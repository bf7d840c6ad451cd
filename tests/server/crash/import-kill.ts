/**
 * An import of new master skills whose commit is cut short by a kill -9 halfway: "halfway" is
 * read from the import's own progress, which the server answers while the commit's one
 * transaction runs (the session is cached in memory, so a progress call needs no database
 * connection, not even PGlite's single one).
 */
import { expect } from "vitest";
import type { ServerDatabase } from "../../helpers/server-database";
import type { ServerProcess } from "../../helpers/server-process";
import { type Api, killHard } from "./crash-server";

/** Codes of the import's rows start with this; nothing else written starts so. */
export const IMPORT_PREFIX = "IMP-";

export type ImportProgress = { stage: string; processed: number; total: number };

/** Uploads a CSV of `rows` new skills to the master skills screen; answers the import's id. */
export async function uploadSkills(server: ServerProcess, api: Api, rows: number) {
  const lines = [
    "code,name",
    ...Array.from({ length: rows }, (_, i) => `${IMPORT_PREFIX}${i},Impor ${i}`),
  ];
  const form = new FormData();
  form.append("file", new Blob([lines.join("\n")], { type: "text/csv" }), "keahlian.csv");
  const response = await fetch(`${server.url}/api/m-skills/import`, {
    method: "POST",
    headers: { authorization: `Bearer ${api.token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { importId: string; rowCount: number } };
  expect(data.rowCount).toBe(rows);
  return data.importId;
}

export const progressPath = (importId: string) => `/api/m-skills/import/sessions/${importId}`;

/** The stages a commit ends in. */
const ENDED: ReadonlySet<string> = new Set(["committed", "failed"]);

/**
 * Polls the import's progress until its commit has written at least `rows` rows, or ended; a
 * poll before the commit has begun (its stage is written by the call's first statements)
 * polls again.
 */
async function progressAt(api: Api, importId: string, rows: number): Promise<ImportProgress> {
  for (;;) {
    const answer = await api.call("GET", progressPath(importId));
    expect(answer.status).toBe(200);
    const progress = (answer.body as { data: ImportProgress }).data;
    const halfway = progress.stage === "committing" && progress.processed >= rows;
    if (halfway || ENDED.has(progress.stage)) return progress;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Commits the uploaded import and kills the server once half its rows are written; answers
 * the progress read just before the kill and what became of the commit call.
 */
export async function commitAndKill(
  server: ServerProcess,
  database: ServerDatabase,
  api: Api,
  importId: string,
  rows: number,
): Promise<{ atKill: ImportProgress; commit: number | "unanswered" }> {
  const commit = api
    .call("POST", `${progressPath(importId)}/commit`, { mapping: { code: "code", name: "name" } })
    .then(
      (answer) => answer.status,
      () => "unanswered" as const,
    );
  const atKill = await progressAt(api, importId, rows / 2);
  await killHard(server, database);
  return { atKill, commit: await commit };
}
