/**
 * The schema app's database and callers (schema-app.ts) with a private uploads folder, a small
 * upload limit and a known URL secret, for the export, import and file tests.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { type Config, loadConfig } from "../../../src/server/config";
import { createFileLinks, type FileLinks } from "../../../src/server/files/file-links";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";

export const TEST_UPLOAD_BYTES = 256 * 1024;
/** Lets a test sign URLs as the app does (an expired one, or one for a missing file). */
export const TEST_URL_SECRET = "test-file-url-secret";

export interface TransferApp {
  env: SchemaApp;
  app: FastifyInstance;
  files: Config["files"];
  links: FileLinks;
  /** Sets the app's wall clock (it starts at the real time and stands still). */
  setClock(instant: Date): void;
  close(): Promise<void>;
}

/** The whole app (schema-app.ts) with a private uploads folder, a small limit, a known secret. */
export async function startTransferApp(): Promise<TransferApp> {
  const files: Config["files"] = {
    ...loadConfig({}).files,
    uploadsDir: mkdtempSync(join(tmpdir(), "mandor-uploads-")),
    maxUploadBytes: TEST_UPLOAD_BYTES,
    urlSecret: TEST_URL_SECRET,
  };
  let now = new Date();
  const env = await startSchemaApp({ files }, () => now);
  return {
    env,
    app: env.app,
    files,
    links: createFileLinks(files),
    setClock(instant) {
      now = instant;
    },
    async close() {
      await env.close();
      rmSync(files.uploadsDir, { recursive: true, force: true });
    },
  };
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(
  parts: { field: string; filename?: string; type?: string; content: string | Uint8Array }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = "----mandor-test-boundary";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.field}"; filename="${part.filename}"`
      : `form-data; name="${part.field}"`;
    const type = part.filename
      ? `\r\nContent-Type: ${part.type ?? "application/octet-stream"}`
      : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.from(part.content));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
