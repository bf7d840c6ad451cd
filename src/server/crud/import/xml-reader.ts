/**
 * Untrusted XML (an .xlsx's parts, the SpreadsheetML "xls") read by saxes, a streaming SAX
 * parser, a slice at a time, with the guards such a file needs:
 * - no document type: a DTD is where entity bombs ("billion laughs") and external entities
 *   live, and no spreadsheet needs one, so a file declaring one is refused before its entities
 *   are ever used (saxes itself expands no entity but the five of XML);
 * - no token longer than `maxTokenChars`: saxes keeps a text, a tag or a comment whole until
 *   it ends, so a 150 MB cell would be 150 MB of memory before any handler could measure it;
 *   counting what was fed since the parser's last event bounds that.
 * Names are given without their namespace prefix (`ss:Data` → `Data`, `r:id` → `id`).
 */
import { SaxesParser } from "saxes";
import { type ImportRefused, unreadable } from "./import-table";

export interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
}

/** Thrown by a handler once it has read what it needs: the rest of the document is skipped. */
export class StopReading extends Error {}

/** What is fed to saxes at once; the token guard may overshoot by this much. */
const SLICE = 64 * 1024;

export function xmlReader(handlers: XmlHandlers, maxTokenChars: number, tooLong: ImportRefused) {
  const parser = new SaxesParser();
  let sinceEvent = 0;
  const event = () => {
    sinceEvent = 0;
  };
  parser.on("doctype", () => {
    throw unreadable();
  });
  parser.on("opentag", (tag) => {
    event();
    const attributes: Record<string, string> = {};
    for (const [name, value] of Object.entries(tag.attributes)) attributes[local(name)] = value;
    handlers.open?.(local(tag.name), attributes);
  });
  parser.on("closetag", (tag) => {
    event();
    handlers.close?.(local(tag.name));
  });
  parser.on("text", (text) => {
    event();
    handlers.text?.(text);
  });
  parser.on("cdata", (text) => {
    event();
    handlers.text?.(text);
  });
  parser.on("comment", event);
  parser.on("processinginstruction", event);
  parser.on("xmldecl", event);
  return {
    /** Feeds the next piece of the document; throws what a handler or the parser throws. */
    write(chunk: string) {
      for (let start = 0; start < chunk.length; start += SLICE) {
        const slice = chunk.slice(start, start + SLICE);
        sinceEvent += slice.length;
        if (sinceEvent > maxTokenChars) throw tooLong;
        parser.write(slice);
      }
    },
    /** The document ended: saxes checks it is whole (every element closed). */
    close() {
      parser.close();
    },
  };
}

/**
 * The longest token a cell of `maxCellChars` characters can take in XML: each character
 * written as a numeric reference (`&#x10FFFF;`, ten characters), plus room for the markup
 * around it.
 */
export function maxTokenFor(maxCellChars: number): number {
  return maxCellChars * 10 + 64 * 1024;
}

function local(name: string): string {
  return name.slice(name.indexOf(":") + 1);
}
