import { describe, expect, it } from "vitest";
import {
  firstOfEachKey,
  type IntakeRecord,
  readIntakeRecord,
} from "../../../src/server/presences/read-intake-record";

const EMPTY: IntakeRecord = {
  qr_card_number: null,
  scanned_at: null,
  presence_type: null,
  lat: null,
  lng: null,
  photo: null,
};

describe("readIntakeRecord", () => {
  it.each([
    [
      "a full record, the time normalised to UTC",
      {
        qr_card_number: " MDR000000001 ",
        scanned_at: "2026-03-09T07:50:00+07:00",
        presence_type: "in",
        lat: -6.2,
        lng: "106.8",
        photo: "presensi/a.jpg",
      },
      {
        qr_card_number: "MDR000000001",
        scanned_at: "2026-03-09T00:50:00.000Z",
        presence_type: "in",
        lat: -6.2,
        lng: 106.8,
        photo: "presensi/a.jpg",
      },
    ],
    ["nothing readable", "not an object", EMPTY],
    ["a time without its zone", { scanned_at: "2026-03-09T07:50:00" }, EMPTY],
    ["a time that is no date", { scanned_at: "2026-13-45T07:50:00Z" }, EMPTY],
    [
      "microseconds cut to milliseconds",
      { scanned_at: "2026-03-09T00:50:00.123456Z" },
      { ...EMPTY, scanned_at: "2026-03-09T00:50:00.123Z" },
    ],
    ["an unknown type", { presence_type: "masuk" }, EMPTY],
    ["half a position", { lat: -6.2 }, EMPTY],
    ["a latitude out of range", { lat: 91, lng: 106.8 }, EMPTY],
    ["a card number too long for a card", { qr_card_number: "X".repeat(33) }, EMPTY],
    ["a numeric card number", { qr_card_number: 12345 }, { ...EMPTY, qr_card_number: "12345" }],
  ])("%s", (_, posted, expected) => {
    expect(readIntakeRecord(posted)).toEqual(expected);
  });
});

describe("firstOfEachKey", () => {
  const record = (card: string | null, time: string | null): IntakeRecord => ({
    ...EMPTY,
    qr_card_number: card,
    scanned_at: time,
  });

  it.each([
    ["distinct records", [record("A", "t1"), record("A", "t2"), record("B", "t1")], [0, 1, 2], []],
    [
      "a repeated card and time",
      [record("A", "t1"), record("B", "t1"), record("A", "t1")],
      [0, 1],
      [2],
    ],
    ["records without a key are all kept", [record(null, "t1"), record(null, "t1")], [0, 1], []],
  ])("%s", (_, records, keep, twins) => {
    expect(firstOfEachKey(records)).toEqual({ keep, twins });
  });
});
