import { describe, expect, it } from "vitest";
import type { SchemaLocale } from "../../src/schema/local-text";
import { type MessageParams, messageTable } from "../../src/schema/message-table";

const TABLE = {
  plain: { id: "Wajib diisi.", en: "Required." },
  filled: {
    id: "Data {title} dengan id {id} tidak ditemukan",
    en: "{title} record {id} not found",
  },
  repeated: { id: "{name} atau {name}", en: "{name} or {name}" },
  coded: { status: 409, id: "Langkah {step}", en: "Step {step}" },
} as const;

const message = messageTable(TABLE);

describe("messageTable", () => {
  const cases: [keyof typeof TABLE, SchemaLocale, MessageParams | undefined, string][] = [
    ["plain", "id", undefined, "Wajib diisi."],
    ["plain", "en", { unused: 1 }, "Required."],
    ["filled", "id", { title: "Pekerja", id: 7 }, "Data Pekerja dengan id 7 tidak ditemukan"],
    ["filled", "en", { title: "Worker", id: 7 }, "Worker record 7 not found"],
    ["filled", "en", { title: "Worker" }, "Worker record {id} not found"],
    ["filled", "en", undefined, "{title} record {id} not found"],
    ["repeated", "en", { name: "A" }, "A or A"],
    ["coded", "id", { step: "Setujui" }, "Langkah Setujui"],
    ["coded", "en", { step: "Approve" }, "Step Approve"],
  ];
  it.each(cases)("%s in %s with %j is %j", (code, locale, params, expected) => {
    expect(message(code, locale, params)).toBe(expected);
  });
});
