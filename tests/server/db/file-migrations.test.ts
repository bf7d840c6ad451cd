/**
 * A steward's migration file is checked at start, before anything runs: a wrong name or
 * content stops the start naming the file and the reason.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readFileMigrations } from "../../../src/server/db/file-migrations";

let dir: string | undefined;

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function folderWith(file: string, text: string): string {
  dir = mkdtempSync(join(tmpdir(), "mandor-migrations-"));
  writeFileSync(join(dir, file), text);
  return dir;
}

const TABLE = { name: "m_work_shifts", label: "Shift / Shifts", columns: "code text" };

describe("readFileMigrations", () => {
  it("reads nothing from a folder that does not exist", () => {
    expect(readFileMigrations(join(tmpdir(), "mandor-no-such-folder"))).toEqual({});
  });

  it("names each migration after its file, notes beside them aside", () => {
    const folder = folderWith("0900-m-work-shifts.json", JSON.stringify({ tables: [TABLE] }));
    writeFileSync(join(folder, "README.md"), "notes");
    expect(Object.keys(readFileMigrations(folder))).toEqual(["0900-m-work-shifts"]);
  });

  it.each([
    ["work-shifts.json", "{}", "name a migration file NNNN-name.json"],
    ["0900-m-work-shifts.sql", "CREATE TABLE x ()", "name a migration file NNNN-name.json"],
    ["0900-m-work-shifts.json", "{ tables: [] }", "not valid JSON"],
    ["0900-m-work-shifts.json", '{ "table": [] }', "/ must NOT have additional properties"],
    [
      "0900-m-work-shifts.json",
      JSON.stringify({ tables: [{ ...TABLE, name: "Work Shifts" }] }),
      "/tables/0/name must match pattern",
    ],
    [
      "0900-m-work-shifts.json",
      JSON.stringify({ tables: [{ name: "m_x", label: "X" }] }),
      "/tables/0 must have required property 'columns'",
    ],
    ["0900-m-work-shifts.json", '{ "statements": [""] }', "/statements/0 must NOT have fewer"],
  ])("refuses %s holding %s", (file, text, reason) => {
    const folder = folderWith(file, text);
    expect(() => readFileMigrations(folder)).toThrow(`${join(folder, file)}: `);
    expect(() => readFileMigrations(folder)).toThrow(reason);
  });
});
