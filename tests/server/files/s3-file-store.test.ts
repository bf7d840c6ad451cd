/**
 * The uploads' store in S3-compatible storage, against a local S3 server: a saved file is read
 * back whole, by any store over the same bucket; a name not of the generated shape, or of no
 * object, is nothing; a name is never reused.
 */
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3FileStore } from "../../../src/server/files/s3-file-store";
import { startTestS3, type TestS3 } from "../../helpers/s3-server";

let s3: TestS3;

beforeAll(async () => {
  s3 = await startTestS3();
});

afterAll(async () => {
  await s3?.close();
});

describe("createS3FileStore", () => {
  it("keeps a file under a new name that another instance's store reads back", async () => {
    const name = await createS3FileStore(s3.settings).save(Buffer.from("%PDF-1.7 surat"), "pdf");
    expect(name).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
    const opened = await createS3FileStore(s3.settings).open(name);
    if (!opened) throw new Error("the saved file is not there");
    expect(opened.size).toBe(14);
    expect(await text(opened.stream)).toBe("%PDF-1.7 surat");
  });

  it("gives two saves of the same bytes two names", async () => {
    const store = createS3FileStore(s3.settings);
    const bytes = Buffer.from("sama");
    expect(await store.save(bytes, "txt")).not.toBe(await store.save(bytes, "txt"));
  });

  it.each([
    ["a generated name with no object", "2026/11/0123456789abcdef0123456789abcdef.pdf"],
    ["a path outside the names", "../etc/passwd"],
    ["a name of another shape", "2026/11/surat.pdf"],
  ])("opens nothing for %s", async (_case, name) => {
    expect(await createS3FileStore(s3.settings).open(name)).toBeUndefined();
  });
});
