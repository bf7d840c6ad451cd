import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lockDataDir } from "../../../src/server/db/data-dir-lock";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "mandor-lock-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("lockDataDir", () => {
  it("writes our pid and removes the lock on release", () => {
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, "mandor.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(() => readFileSync(join(dir, "mandor.lock"))).toThrow();
  });

  it("refuses a folder another running process holds", () => {
    writeFileSync(join(dir, "mandor.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by another Mandor process \(pid \d+\)/);
  });

  it("takes over a lock left by a process that is gone", () => {
    writeFileSync(join(dir, "mandor.lock"), "999999999");
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, "mandor.lock"), "utf8")).toBe(String(process.pid));
    release();
  });
});
