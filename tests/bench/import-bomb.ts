/**
 * import-bomb: how much the server's resident memory grows while it refuses hostile import
 * files, the built server as its own process, on the embedded database (whose memory is the
 * server's own) and on the PostgreSQL server when one is reachable. Uploaded `rounds` times
 * each, as the super-admin, to master skills:
 * - bomb150: the .xlsx whose one inline cell inflates to 150 MB from about 150 kB (refused for
 *   the size its zip declares, before inflating);
 * - bomb90: the same cell at 90 MB, under the unpacked limit (stopped at the cell limit as
 *   it inflates);
 * - liar: bomb150 with its central directory declaring 1 kB (stopped as it inflates past it).
 * The growth is the peak RSS (VmHWM, reset after the warm-up through /proc/PID/clear_refs)
 * over the RSS after a warm-up (a small valid file and bomb90, three times each), which loads
 * the code involved; the warm-up's own growth is reported beside it.
 * Then, reset again, the growth for a valid upload of 50,000 rows, whose rows go to the
 * database rather than the server's memory (on PGlite, the database's own cache is in it).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { freePort, spawnServer, waitForHealth } from "../helpers/server-process";
import { inflatingXlsx, withDeclaredSize } from "../server/crud/import/crafted-xlsx";
import { buildServer, processMemory } from "./bench-server";

const ADMIN = { username: "bench.admin", password: "Bench-admin-2026" };

/** Sets the process's peak RSS back to its current RSS (Linux ≥ 4.0). */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

async function upload(url: string, token: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${url}/api/m-skills/import`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { code?: string; data?: { rowCount: number } };
  return { status: response.status, code: body.code ?? `rows ${body.data?.rowCount}` };
}

/** The figures on one database: `env` says which (DATABASE_URL, or DATA_DIR for PGlite). */
export async function benchImportBomb(
  base: Record<string, string>,
  env: Record<string, string>,
  rounds = 5,
) {
  buildServer();
  const files = {
    bomb150: await inflatingXlsx(150_000_000),
    bomb90: await inflatingXlsx(90_000_000),
  };
  const liar = withDeclaredSize(files.bomb150, "xl/worksheets/sheet1.xml", 1000);
  const server = spawnServer(
    {
      ...base,
      ...env,
      SEED_DEMO: "false",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: "bench.admin@mandor.test",
      ADMIN_PASSWORD: ADMIN.password,
    },
    await freePort(),
    { built: true },
  );
  try {
    await waitForHealth(server);
    const pid = server.child.pid as number;
    const login = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const warmUp = Buffer.from(
      `code,name\n${Array.from({ length: 200 }, (_, i) => `W-${i},Warm ${i}`).join("\n")}\n`,
    );
    const cold = processMemory(pid);
    resetPeak(pid);
    for (let round = 0; round < 3; round += 1) {
      await upload(server.url, token, "warm.csv", warmUp);
      await upload(server.url, token, "bom.xlsx", files.bomb90);
    }
    const before = processMemory(pid);
    const peakReset = resetPeak(pid);
    const answers: Record<string, string[]> = {};
    for (const [name, bytes] of Object.entries({ ...files, liar })) {
      answers[name] = [];
      for (let round = 0; round < rounds; round += 1) {
        const { status, code } = await upload(server.url, token, `${name}.xlsx`, bytes);
        answers[name]?.push(`${status} ${code}`);
      }
    }
    const after = processMemory(pid);
    const rows = Buffer.from(
      `code,name\n${Array.from({ length: 50_000 }, (_, i) => `B-${i},Bench ${i}`).join("\n")}\n`,
    );
    resetPeak(pid);
    const beforeRows = processMemory(pid);
    const valid = await upload(server.url, token, "rows.csv", rows);
    const afterRows = processMemory(pid);
    return {
      rounds,
      fileKb: {
        bomb150: Math.round(files.bomb150.length / 1024),
        bomb90: Math.round(files.bomb90.length / 1024),
      },
      answers,
      /** The warm-up's own peak over the RSS before any import: code loaded, first buffers. */
      warmUpGrowthMb: Math.round((before.peakMb - cold.rssMb) * 10) / 10,
      rssBeforeMb: before.rssMb,
      peakAfterMb: after.peakMb,
      peakReset,
      rssGrowthMb: Math.round((after.peakMb - before.rssMb) * 10) / 10,
      upload50k: {
        answer: `${valid.status} ${valid.code}`,
        rssGrowthMb: Math.round((afterRows.peakMb - beforeRows.rssMb) * 10) / 10,
      },
    };
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}

/** The embedded database's folder for the bench, under the run's scratch folder. */
export const importBombDataDir = (scratch: string) => join(scratch, "import-bomb");
