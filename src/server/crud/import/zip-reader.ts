/**
 * The parts of an uploaded zip (an .xlsx) read as text, within a budget of unpacked bytes.
 * yauzl reads the central directory, so only the parts asked for are ever inflated (not every
 * entry a stream of local headers holds), and checks each part inflates to exactly the size
 * the directory declares. Those sizes are the attacker's to write, so the budget is spent
 * twice: the declared size before a part is opened (a file that says it is too big stops
 * before any work), and the bytes as they actually inflate (a part that lies is stopped at
 * the limit, a chunk of 16 kB past it at most, not after it has filled the memory).
 */
import type { Readable } from "node:stream";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { type ImportLimits, unpackedTooLarge, unreadable } from "./import-table";

/** More entries than any workbook has; their list alone would cost memory. */
const MAX_ENTRIES = 10_000;

export interface ZipReader {
  /** The entry named `name` (exact, as the central directory spells it). */
  entry(name: string): Entry | undefined;
  names(): string[];
  /** Counts the entries' declared sizes against the budget; throws past it. */
  declare(...entries: (Entry | undefined)[]): void;
  /** Inflates `entry` as UTF-8 text, handing each piece to `onText` (awaited). */
  readText(entry: Entry, onText: (text: string) => void | Promise<void>): Promise<void>;
  close(): void;
}

export async function openZip(bytes: Uint8Array, limits: ImportLimits): Promise<ZipReader> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, validateEntrySizes: true },
      (error, file) => (error ? reject(error) : resolve(file)),
    ),
  );
  if (zip.entryCount > MAX_ENTRIES) {
    zip.close();
    throw unreadable();
  }
  const entries = await listEntries(zip);
  let declared = 0;
  let inflated = 0;
  const budget = limits.maxUnpackedBytes;
  return {
    entry: (name) => entries.get(name),
    names: () => [...entries.keys()],
    declare(...wanted) {
      for (const entry of wanted) declared += entry?.uncompressedSize ?? 0;
      if (declared > budget) throw unpackedTooLarge(limits);
    },
    async readText(entry, onText) {
      const stream = await new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
      );
      const decoder = new TextDecoder("utf-8", { fatal: true });
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          inflated += chunk.length;
          if (inflated > budget) throw unpackedTooLarge(limits);
          await onText(decoder.decode(chunk, { stream: true }));
        }
        await onText(decoder.decode());
      } finally {
        stream.destroy();
      }
    },
    close: () => zip.close(),
  };
}

function listEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  return new Promise((resolve, reject) => {
    zip.on("entry", (entry: Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", reject);
    zip.readEntry();
  });
}
