/**
 * Which intake records keep their photo: a free upload of the sender, once per batch, from the
 * app only; named by itself or by the signed URL the upload answered.
 */
import { describe, expect, it } from "vitest";
import {
  admitPhotos,
  type PhotoCandidate,
  sentPhoto,
  storedNameOf,
} from "../../../src/server/presences/intake-photos";

const MINE = "2026/11/0123456789abcdef0123456789abcdef.jpg";
const OTHER = "2026/11/fedcba9876543210fedcba9876543210.pdf";

describe("storedNameOf", () => {
  it.each([
    [MINE, MINE],
    [`/api/files/${MINE}?exp=1&sig=abc`, MINE],
    [`https://mandor.test/api/files/${MINE}?exp=1&sig=abc`, MINE],
    [`/api/files/${MINE}`, MINE],
    ["2026/11/not-a-stored-name.jpg", null],
    [`/api/files/../${MINE}`, null],
    ["foto.jpg", null],
    [null, null],
  ])("%s → %s", (photo, name) => {
    expect(storedNameOf(photo)).toBe(name);
  });
});

describe("sentPhoto", () => {
  it.each([
    [{ photo: MINE }, true],
    [{ photo: 42 }, true],
    [{ photo: { url: MINE } }, true],
    [{ photo: "  " }, false],
    [{ photo: null }, false],
    [{}, false],
    [null, false],
  ])("%j → %s", (record, sent) => {
    expect(sentPhoto(record)).toBe(sent);
  });
});

describe("admitPhotos", () => {
  const candidate = (index: number, name: string | null, sent = true): PhotoCandidate => ({
    index,
    sent,
    name,
  });

  it("keeps a free upload once, for the first record naming it, and says why the rest drop", () => {
    const { kept, dropped } = admitPhotos(
      "mobile",
      [
        candidate(0, MINE),
        candidate(1, OTHER),
        candidate(2, MINE),
        candidate(3, null),
        candidate(4, null, false),
      ],
      new Set([MINE]),
    );
    expect([...kept]).toEqual([[0, MINE]]);
    expect([...dropped]).toEqual([
      [1, "photo_not_uploaded"],
      [2, "photo_used_twice"],
      [3, "photo_not_uploaded"],
    ]);
  });

  it("drops every photo a device sends: devices cannot upload", () => {
    const { kept, dropped } = admitPhotos("device", [candidate(0, MINE)], new Set([MINE]));
    expect(kept.size).toBe(0);
    expect([...dropped]).toEqual([[0, "photo_from_device"]]);
  });
});
