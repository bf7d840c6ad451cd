/**
 * Writes to a response at the pace the client reads: when the socket's buffer is full the
 * export waits for it to drain before fetching more rows, so a slow download holds one batch
 * in memory, never the table. A client that goes away ends the wait with `ClientGone`.
 */
import type { Writable } from "node:stream";

export class ClientGone extends Error {
  constructor() {
    super("the client closed the connection");
  }
}

export async function writeOut(out: Writable, chunk: string): Promise<void> {
  if (out.destroyed) throw new ClientGone();
  if (chunk !== "") out.write(chunk);
  await roomIn(out);
}

/** Returns once `out` has room again: at once unless its buffer is full. */
export async function roomIn(out: Writable): Promise<void> {
  if (out.destroyed) throw new ClientGone();
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off("drain", drained);
      out.off("close", closed);
      if (error) reject(error);
      else resolve();
    };
    const drained = () => settle();
    const closed = () => settle(new ClientGone());
    out.on("drain", drained);
    out.on("close", closed);
  });
}
