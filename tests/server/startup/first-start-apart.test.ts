/**
 * A first start on a new embedded data folder prepares it in a child process (lean embedded
 * mode, issue 31) and still tells the operator, once, the passwords it generated: the
 * super-admin's and, in production with SEED_DEMO=true, the demo accounts'. Both sign in. A
 * restart on the same folder prepares nothing apart and shows no password again.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  exitWithin,
  freePort,
  type ServerProcess,
  spawnServer,
  waitForHealth,
} from "../../helpers/server-process";

const PROCESS_TEST_MS = 300_000;
const PREPARING = "Preparing a new embedded database";

let dataDir: string;
let server: ServerProcess | undefined;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "mandor-first-start-"));
});

afterEach(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill("SIGTERM");
    await exitWithin(server, 60_000);
  }
  server = undefined;
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(): Promise<ServerProcess> {
  server = spawnServer(
    {
      // The embedded database, whatever the caller's environment says.
      DATABASE_URL: "",
      DATA_DIR: join(dataDir, "data"),
      NODE_ENV: "production",
      SEED_DEMO: "true",
      CLIENT_DIR: join(dataDir, "no-client"),
    },
    await freePort(),
  );
  await waitForHealth(server, PROCESS_TEST_MS);
  return server;
}

async function signIn(url: string, username: string, password: string): Promise<number> {
  const response = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  return response.status;
}

describe("a first start on the embedded database", () => {
  it(
    "prepares the folder apart, shows the generated passwords once, and they sign in",
    async () => {
      const first = await start();
      const output = first.output();
      expect(output).toContain(PREPARING);
      const admin = /Super-admin created: username "([^"]+)", password "([^"]+)"/.exec(output);
      const adminDept = /^\s+admin\.dept \/ (\S+)\s+\(/m.exec(output);
      expect(admin, output).not.toBeNull();
      expect(adminDept, output).not.toBeNull();
      expect(adminDept?.[1]).not.toBe("Admin#Mandor25");
      expect(await signIn(first.url, admin?.[1] ?? "", admin?.[2] ?? "")).toBe(200);
      expect(await signIn(first.url, "admin.dept", adminDept?.[1] ?? "")).toBe(200);
      first.child.kill("SIGTERM");
      expect(await exitWithin(first, 60_000)).toBe(0);

      const again = await start();
      const later = again.output();
      expect(later).not.toContain(PREPARING);
      expect(later).not.toContain("Super-admin created");
      expect(later).not.toContain("admin.dept /");
      expect(await signIn(again.url, admin?.[1] ?? "", admin?.[2] ?? "")).toBe(200);
    },
    PROCESS_TEST_MS,
  );
});
