/**
 * Uploads and signed file URLs through HTTP: a file of an accepted kind is kept under a new
 * name and served back, to anyone holding an unexpired URL, with its own type, never sniffed
 * or scripted; markup and other kinds are refused whatever their name; size and count limits
 * answer the spec's messages; no path outside the uploads folder is reachable.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileLinks } from "../../../src/server/files/file-links";
import {
  multipart,
  startTransferApp,
  TEST_UPLOAD_BYTES,
  TEST_URL_SECRET,
  type TransferApp,
} from "../crud/transfer-app";
import { SAMPLES } from "./sample-files";

let env: TransferApp;

beforeAll(async () => {
  env = await startTransferApp();
});

afterAll(async () => {
  await env?.close();
});

type User = Parameters<TransferApp["env"]["as"]>[0];

function upload(
  filename: string,
  content: string | Uint8Array,
  user: User | null = "clerk",
  field = "file",
  endpoint = "m-skills",
) {
  const body = multipart([{ field, filename, content }]);
  return env.app.inject({
    method: "POST",
    url: `/api/${endpoint}/upload`,
    payload: body.payload,
    headers: { ...(user ? env.env.as(user) : {}), ...body.headers },
  });
}

function storedFiles(): string[] {
  return (readdirSync(env.files.uploadsDir, { recursive: true }) as string[]).filter((path) =>
    /\.\w+$/.test(path),
  );
}

const fetchFile = (url: string) => env.app.inject({ url });

describe("POST /api/:endpoint/upload", () => {
  it("keeps an accepted file under a new name and answers it with a signed URL", async () => {
    const response = await upload("foto profil.png", SAMPLES.png);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.filename).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(data.url.startsWith(`/api/files/${data.filename}?exp=`)).toBe(true);
    expect(readFileSync(join(env.files.uploadsDir, data.filename))).toEqual(SAMPLES.png);

    const served = await fetchFile(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(SAMPLES.png);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'self'",
    );
    expect(served.headers["content-disposition"]).toBe(
      "inline; filename=\"foto profil.png\"; filename*=UTF-8''foto%20profil.png",
    );
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(String(served.headers["cache-control"]))?.[1],
    );
    expect(maxAge).toBeGreaterThan(14 * 60);
    expect(maxAge).toBeLessThanOrEqual(15 * 60);
  });

  it("shows pictures and PDF inline and makes everything else a download", async () => {
    const cases = [
      ["surat.pdf", SAMPLES.pdf, "application/pdf", "inline"],
      ["data.csv", SAMPLES.csv, "text/csv; charset=utf-8", "attachment"],
      [
        "surat.docx",
        SAMPLES.docx,
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "attachment",
      ],
      ["lama.xls", SAMPLES.cfb, "application/vnd.ms-excel", "attachment"],
    ] as const;
    for (const [name, bytes, type, disposition] of cases) {
      const { data } = (await upload(name, bytes, "root")).json();
      const served = await fetchFile(data.url);
      expect(served.statusCode, name).toBe(200);
      expect(served.headers["content-type"], name).toBe(type);
      expect(String(served.headers["content-disposition"]).split(";")[0], name).toBe(disposition);
      expect(served.rawPayload, name).toEqual(bytes);
    }
  });

  it("judges by the bytes: a picture called .txt is kept as a picture", async () => {
    const { data } = (await upload("bukan-teks.txt", SAMPLES.png)).json();
    expect(data.filename.endsWith(".png")).toBe(true);
  });

  it("refuses markup and other kinds whatever they are called, and keeps nothing", async () => {
    const before = storedFiles().length;
    for (const [name, bytes] of [
      ["gambar.png", SAMPLES.svg],
      ["gambar.svg", SAMPLES.svg],
      ["gambar.jpg", SAMPLES.xmlSvg],
      ["halaman.png", SAMPLES.html],
      ["halaman.txt", SAMPLES.html],
      ["arsip.zip", SAMPLES.zip],
      ["program.pdf", SAMPLES.exe],
    ] as const) {
      const response = await upload(name, bytes);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().code, name).toBe("FILE_TYPE_REFUSED");
    }
    expect(storedFiles()).toHaveLength(before);
  });

  it("answers the spec's messages past the size and count limits", async () => {
    const tooBig = await upload("besar.csv", "a".repeat(TEST_UPLOAD_BYTES + 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ code: "FILE_TOO_LARGE", message: "File terlalu besar" });
    expect((await upload("pas.csv", "a".repeat(TEST_UPLOAD_BYTES))).statusCode).toBe(200);

    const two = multipart([
      { field: "file", filename: "a.csv", content: "a,b" },
      { field: "file", filename: "b.csv", content: "c,d" },
    ]);
    const many = await env.app.inject({
      method: "POST",
      url: "/api/m-skills/upload",
      payload: two.payload,
      headers: { ...env.env.as("clerk"), ...two.headers },
    });
    expect(many.statusCode).toBe(413);
    expect(many.json().message).toBe("Jumlah File melebihi batas Upload");
  });

  it("answers 400 when no file comes in the field 'file'", async () => {
    expect((await upload("a.csv", "a,b", "clerk", "document")).statusCode).toBe(400);
    expect((await upload("kosong.csv", "")).statusCode).toBe(400);
    const json = await env.app.inject({
      method: "POST",
      url: "/api/m-skills/upload",
      payload: { file: "x" },
      headers: env.env.as("clerk", "en"),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toContain('in the field "file"');
  });

  it("needs create or update permission on the screen", async () => {
    const reader = await upload("foto.png", SAMPLES.png, "reader");
    expect(reader.statusCode).toBe(403);
    expect(reader.json().message).toContain("create-m-skills");
    expect((await upload("foto.png", SAMPLES.png, null)).statusCode).toBe(401);
    expect((await upload("foto.png", SAMPLES.png, "clerk", "file", "tidak-ada")).statusCode).toBe(
      404,
    );
  });
});

describe("GET /api/files/<name>", () => {
  async function stored() {
    const { data } = (await upload("foto.png", SAMPLES.png)).json();
    const url = new URL(data.url, "http://mandor.test");
    return { name: data.filename as string, url, exp: url.searchParams.get("exp") ?? "" };
  }

  it("refuses a changed signature, name or expiry, and a missing one, with 403", async () => {
    const { name, url, exp } = await stored();
    const sig = url.searchParams.get("sig") ?? "";
    const other = (await stored()).name;
    for (const query of [
      `exp=${exp}&sig=${sig.slice(0, -2)}xx`,
      `exp=${Number(exp) + 1000}&sig=${sig}`,
      `exp=${exp}`,
      "",
    ]) {
      const response = await fetchFile(`/api/files/${name}?${query}`);
      expect(response.statusCode, query).toBe(403);
      expect(response.json().code).toBe("FILE_LINK_INVALID");
    }
    expect((await fetchFile(`/api/files/${other}?exp=${exp}&sig=${sig}`)).statusCode).toBe(403);
  });

  it("refuses an expired URL with 403, and serves the same name signed now", async () => {
    const { name } = await stored();
    const signer = (now: () => number) =>
      createFileLinks({ urlSecret: TEST_URL_SECRET, urlTtlMs: 60_000 }, now);
    const expired = await fetchFile(signer(() => Date.now() - 120_000).sign(name));
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe("FILE_LINK_INVALID");
    expect((await fetchFile(signer(Date.now).sign(name))).statusCode).toBe(200);
  });

  it("answers 404 for a validly signed name with no file, and for any other path", async () => {
    const links = createFileLinks({ urlSecret: TEST_URL_SECRET, urlTtlMs: 60_000 });
    expect(
      (await fetchFile(links.sign("2020/01/00000000000000000000000000000000.png"))).statusCode,
    ).toBe(404);
    for (const path of [
      "../../etc/passwd",
      "..%2F..%2Fetc%2Fpasswd",
      "%2e%2e/%2e%2e/etc/passwd",
      "2026/01/..%2F..%2F..%2Fetc%2Fpasswd",
      "2026/01/ABCDEF0123456789abcdef0123456789.png",
      "2026/01/0123456789abcdef0123456789abcdef.svg",
      "2026/01/0123456789abcdef0123456789abcdef.png/",
    ]) {
      // The router ignores a trailing slash, so sign what it will see.
      const signed = links.sign(decodeURIComponent(path).replace(/\/$/, ""));
      const query = signed.slice(signed.indexOf("?"));
      const response = await fetchFile(`/api/files/${path}${query}`);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers["content-type"], path).toContain("application/json");
    }
  });
});
