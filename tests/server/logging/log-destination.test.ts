/**
 * The log destination never waits for its reader: lines pass while the reader keeps up; past
 * the bound they are dropped and counted, and once the reader caught up one line tells how
 * many before the next; a broken or throwing stream loses lines, never the server.
 */
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogDestination } from "../../../src/server/logging/log-destination";

/** A reader that takes every chunk until `stall()`, then none until `resume()`. */
function reader() {
  const received: string[] = [];
  const waiting: (() => void)[] = [];
  let stalled = false;
  const out = new Writable({
    decodeStrings: false,
    write(chunk: string, _encoding, done) {
      received.push(chunk);
      if (stalled) waiting.push(done);
      else done();
    },
  });
  return {
    out,
    received,
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
      for (const done of waiting.splice(0)) done();
    },
  };
}

const line = (n: number) => `${JSON.stringify({ level: 30, msg: `line ${n}` })}\n`;

describe("createLogDestination", () => {
  it("passes every line on while the reader keeps up", () => {
    const { out, received } = reader();
    const destination = createLogDestination(out, 100);
    for (let n = 0; n < 20; n++) destination.write(line(n));
    expect(received).toEqual(Array.from({ length: 20 }, (_, n) => line(n)));
    expect(destination.dropped()).toBe(0);
  });

  it("drops and counts the lines past the bound, then says how many before the next", () => {
    const { out, received, stall, resume } = reader();
    const destination = createLogDestination(out, 100);
    stall();
    // 28 bytes a line: four fit under the bound of 100, the other six are dropped.
    for (let n = 0; n < 10; n++) destination.write(line(n));
    expect(destination.dropped()).toBe(6);
    resume();
    destination.write(line(10));
    expect(received).toHaveLength(6);
    expect(received.slice(0, 4)).toEqual([0, 1, 2, 3].map(line));
    expect(JSON.parse(received[4] ?? "")).toMatchObject({
      level: 40,
      msg: "6 log lines were dropped: standard output was not being read",
    });
    expect(received[5]).toBe(line(10));
    destination.write(line(11));
    expect(received.at(-1)).toBe(line(11));
    expect(destination.dropped()).toBe(6);
  });

  it("goes quiet when the stream fails (EPIPE: its reader is gone)", async () => {
    const out = new Writable({
      write(_chunk, _encoding, done) {
        done(Object.assign(new Error("write EPIPE"), { code: "EPIPE" }));
      },
    });
    const destination = createLogDestination(out);
    destination.write(line(1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(() => destination.write(line(2))).not.toThrow();
    expect(destination.dropped()).toBe(1);
  });

  it("loses only the line when writing throws (a file on a full disk)", () => {
    const out = new Writable({
      write() {
        throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
      },
    });
    const destination = createLogDestination(out);
    expect(() => destination.write(line(1))).not.toThrow();
    expect(destination.dropped()).toBe(1);
  });
});
