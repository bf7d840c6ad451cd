/** Writing an export at the client's pace: wait while the socket is full, stop when it closes. */
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { ClientGone, writeOut } from "../../../../src/server/crud/export/write-out";

/** A socket that takes a chunk only when told to. */
function slowSocket() {
  const received: string[] = [];
  const pending: (() => void)[] = [];
  const out = new Writable({
    highWaterMark: 4,
    write(chunk, _encoding, done) {
      received.push(String(chunk));
      pending.push(done);
    },
  });
  return { out, received, release: () => pending.shift()?.() };
}

describe("writeOut", () => {
  it("waits for the buffer to drain before the next write", async () => {
    const { out, received, release } = slowSocket();
    let written = false;
    const writing = writeOut(out, "0123456789").then(() => {
      written = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(written).toBe(false);
    expect(received).toEqual(["0123456789"]);
    release();
    await writing;
    expect(written).toBe(true);
  });

  it("returns at once while there is room", async () => {
    const { out } = slowSocket();
    await writeOut(out, "ab");
    await writeOut(out, "");
  });

  it("stops with ClientGone when the client goes away mid-wait or before", async () => {
    const { out } = slowSocket();
    const writing = writeOut(out, "0123456789");
    out.destroy();
    await expect(writing).rejects.toBeInstanceOf(ClientGone);
    await expect(writeOut(out, "x")).rejects.toBeInstanceOf(ClientGone);
  });
});
