/**
 * A backup file is the data folder's tar, gzipped: written to a temporary file beside the
 * target, flushed to disk and renamed over it, so the name only ever holds a whole backup.
 * It holds every account's password hash: only its owner may read it (mode 0600).
 */
import { randomBytes } from "node:crypto";
import {
  closeSync,
  createWriteStream,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip, gunzipSync } from "node:zlib";

const GZIP_MAGIC = [0x1f, 0x8b];

/** Writes `tar` (of `size` bytes) to `file`; fails, leaving `file` as it was, on a short read. */
export async function writeBackup(file: string, tar: Readable, size: number): Promise<void> {
  const temp = join(dirname(file), `.${basename(file)}.${randomBytes(4).toString("hex")}.partial`);
  let received = 0;
  tar.on("data", (chunk: Buffer) => {
    received += chunk.length;
  });
  try {
    await pipeline(tar, createGzip(), createWriteStream(temp, { mode: 0o600 }));
    if (received !== size) throw new Error(`backup cut short: ${received} of ${size} bytes`);
    const fd = openSync(temp, "r+");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** The tar a backup file holds (gzipped as `writeBackup` writes it, or a plain tar). */
export function readBackup(file: string): Blob {
  const bytes = readFileSync(file);
  const gzipped = GZIP_MAGIC.every((byte, index) => bytes[index] === byte);
  return new Blob([gzipped ? gunzipSync(bytes) : bytes], { type: "application/x-tar" });
}
