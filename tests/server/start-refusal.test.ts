/**
 * A start with a wrong setting (issue #12 point 3): the real process names each problem on
 * one line and exits with code 2 before it opens anything — no stack trace, no data folder.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { spawnServer } from "../helpers/server-process";

const root = mkdtempSync(join(tmpdir(), "mandor-refused-"));

afterAll(() => rmSync(root, { recursive: true, force: true }));

it("refuses ADMIN_USERNAME=sa and a bad port with one line each and exit code 2", async () => {
  const dataDir = join(root, "data");
  const server = spawnServer(
    { DATA_DIR: dataDir, ADMIN_USERNAME: "sa", BODY_LIMIT: "satu mega" },
    3000,
  );
  expect(await server.exited).toBe(2);
  expect(server.output().trim().split("\n")).toEqual([
    'Mandor cannot start: BODY_LIMIT must be a whole number, got "satu mega"',
    'Mandor cannot start: ADMIN_USERNAME must be 3 to 50 letters, digits, dots, dashes or underscores, got "sa"',
  ]);
  expect(existsSync(dataDir)).toBe(false);
});
