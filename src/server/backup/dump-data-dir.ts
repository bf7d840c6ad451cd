/**
 * The tar of the embedded database's folder, from wherever it can be taken consistently:
 * the running server that holds the folder (backup-endpoint.ts), or — when none does — the
 * folder opened here, under its lock, so no server starts on it meanwhile.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream } from "node:stream/web";
import { openDatabase } from "../db/connect";
import { lockOwner } from "../db/data-dir-lock";
import { BACKUP_PATH } from "./backup-endpoint";
import { readEndpoint } from "./endpoint-file";

export interface DumpedTar {
  tar: Readable;
  size: number;
  from: "running server" | "data folder";
}

export async function dumpDataDir(dataDir: string): Promise<DumpedTar> {
  const owner = lockOwner(dataDir);
  if (owner !== undefined) return fromServer(dataDir, owner);
  if (!existsSync(join(dataDir, "PG_VERSION"))) {
    throw new Error(`${dataDir} holds no embedded database: is DATA_DIR right?`);
  }
  const database = await openDatabase({ dataDir });
  let tar: Blob | undefined;
  try {
    tar = await database.dumpDataDir?.();
  } finally {
    await database.close();
  }
  if (!tar) throw new Error("the embedded database gave no dump");
  return { tar: toReadable(tar.stream()), size: tar.size, from: "data folder" };
}

async function fromServer(dataDir: string, owner: number): Promise<DumpedTar> {
  const endpoint = readEndpoint(dataDir);
  if (endpoint?.pid !== owner) {
    throw new Error(
      `${dataDir} is held by process ${owner}, which offers no backup endpoint: wait until ` +
        "the Mandor starting there answers, or stop the process that holds the folder.",
    );
  }
  const response = await fetch(`http://127.0.0.1:${endpoint.port}${BACKUP_PATH}`, {
    method: "POST",
    headers: { authorization: `Bearer ${endpoint.token}` },
  });
  if (!response.ok || !response.body) {
    throw new Error(
      `the running server refused the backup: ${response.status} ${await response.text()}`,
    );
  }
  return {
    tar: toReadable(response.body),
    size: Number(response.headers.get("content-length")),
    from: "running server",
  };
}

const toReadable = (stream: globalThis.ReadableStream<Uint8Array>) =>
  Readable.fromWeb(stream as ReadableStream);
