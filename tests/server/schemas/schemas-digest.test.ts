/**
 * The schemas folder's digest, which /api/health answers: the same files give the same
 * digest in any folder and any process; a changed byte, a new file (nested ones too) or a
 * renamed one give another; an unreadable folder says so.
 */
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { schemasDigest } from "../../../src/server/schemas/schemas-digest";

const folders: string[] = [];

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "mandor-digest-"));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const FILES = {
  "modules.json": '{"modules":[]}',
  "employees.json": '{"model":"employees"}',
  "dashboards/home.json": '{"cards":[]}',
};

describe("schemasDigest", () => {
  it("is the same for the same files wherever they lie", () => {
    const one = folder(FILES);
    const two = mkdtempSync(join(tmpdir(), "mandor-digest-"));
    folders.push(two);
    cpSync(one, two, { recursive: true });
    expect(schemasDigest(one)()).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(schemasDigest(two)()).toBe(schemasDigest(one)());
  });

  it.each<[string, (dir: string) => void]>([
    [
      "a changed byte",
      (dir) => writeFileSync(join(dir, "employees.json"), '{"model":"employeez"}'),
    ],
    ["a new file", (dir) => writeFileSync(join(dir, "vendors.json"), "{}")],
    ["a nested change", (dir) => writeFileSync(join(dir, "dashboards/home.json"), '{"cards":[1]}')],
    ["a renamed file", (dir) => renameSync(join(dir, "employees.json"), join(dir, "staff.json"))],
  ])("changes with %s, on the next call", (_change, change) => {
    const dir = folder(FILES);
    const digest = schemasDigest(dir);
    const before = digest();
    expect(digest()).toBe(before);
    change(dir);
    expect(digest()).not.toBe(before);
    expect(digest()).toBe(schemasDigest(dir)());
  });

  it("says when the folder cannot be read", () => {
    expect(schemasDigest(join(tmpdir(), "mandor-no-such-folder"))()).toBe("unreadable");
  });
});
