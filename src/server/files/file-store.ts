/**
 * Where uploaded files live: local disk now, one small interface so an S3-compatible store can
 * replace it when several instances run. A file is named by the server, `yyyy/mm/<32 hex>.<ext>`,
 * and only a name of exactly that shape is ever opened, so no request can reach another path.
 */
import { randomBytes } from "node:crypto";
import { mkdir, open, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { FILE_KINDS } from "./file-kinds";

export const STORED_NAME = new RegExp(
  `^\\d{4}/\\d{2}/[0-9a-f]{32}\\.(${Object.keys(FILE_KINDS).join("|")})$`,
);

export interface FileStore {
  /** Keeps the bytes under a new name and returns it. */
  save(bytes: Uint8Array, ext: string): Promise<string>;
  /** The stored file, or undefined when there is none by that name. */
  open(name: string): Promise<{ stream: Readable; size: number } | undefined>;
}

export function newStoredName(ext: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${now.getUTCFullYear()}/${month}/${randomBytes(16).toString("hex")}.${ext}`;
}

export function createDiskFileStore(root: string): FileStore {
  return {
    async save(bytes, ext) {
      const name = newStoredName(ext);
      const path = join(root, name);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { flag: "wx", mode: 0o640 });
      return name;
    },
    async open(name) {
      if (!STORED_NAME.test(name)) return undefined;
      const handle = await open(join(root, name), "r").catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT" || error.code === "EISDIR") return undefined;
        throw error;
      });
      if (!handle) return undefined;
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return undefined;
      }
      return { stream: handle.createReadStream(), size: stats.size };
    },
  };
}
