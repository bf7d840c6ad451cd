import { describe, expect, it } from "vitest";
import {
  dayKeysOf,
  decidePresences,
  type RawFacts,
} from "../../../src/server/presences/decide-presences";

const NOW = new Date("2026-03-10T12:00:00Z");

const facts = (overrides: Partial<RawFacts> = {}): RawFacts => ({
  id: 1,
  source: "device",
  device_id: 7,
  qr_card_number: "QR-A",
  scanned_at: new Date("2026-03-09T00:50:00Z"),
  presence_type: "in",
  lat: null,
  lng: null,
  photo: null,
  project_id: 3,
  site_lat: -6.2,
  site_lng: 106.8,
  radius_m: 100,
  employee_id: 11,
  in_reach: true,
  is_blacklisted: false,
  blacklist_reason: null,
  management_id: null,
  visitor_id: null,
  earlier: 0,
  ...overrides,
});

describe("decidePresences: refusals", () => {
  it.each([
    ["no card", { qr_card_number: null }, { code: "card_missing" }],
    ["no time", { scanned_at: null }, { code: "time_invalid" }],
    [
      "a time ahead of the clock",
      { scanned_at: new Date("2026-03-10T12:06:00Z") },
      { code: "time_in_future" },
    ],
    ["a device without a project", { project_id: null }, { code: "device_without_project" }],
    [
      "the app naming no project",
      { source: "mobile" as const, project_id: null },
      { code: "project_missing" },
    ],
    [
      "a blacklisted worker",
      { is_blacklisted: true, blacklist_reason: "Mencuri material" },
      { code: "blacklisted", params: { reason: "Mencuri material" } },
    ],
    ["an unknown card", { employee_id: null }, { code: "unknown_card" }],
    [
      "a card of someone outside the app user's reach, blacklisted or not",
      { source: "mobile" as const, in_reach: false, is_blacklisted: true, blacklist_reason: "x" },
      { code: "not_on_project" },
    ],
  ])("%s", (_, overrides, rejection) => {
    expect(decidePresences([facts(overrides)], NOW)).toEqual([{ id: 1, rejection }]);
  });

  it("accepts a scan a little ahead of the clock (device drift)", () => {
    const [outcome] = decidePresences(
      [facts({ scanned_at: new Date("2026-03-10T12:04:00Z") })],
      NOW,
    );
    expect(outcome?.presence).toBeDefined();
  });
});

describe("decidePresences: presences", () => {
  it.each([
    ["a worker", {}, { subject_kind: "worker", subject_id: 11 }],
    [
      "a manager",
      { employee_id: null, management_id: 21 },
      { subject_kind: "management", subject_id: 21 },
    ],
    [
      "a visitor",
      { employee_id: null, visitor_id: 31 },
      { subject_kind: "visitor", subject_id: 31 },
    ],
    ["no position: distance unknown", {}, { distance_m: null, within_radius: null }],
    ["inside the radius", { lat: -6.2, lng: 106.8005 }, { distance_m: 55.27, within_radius: true }],
    [
      "outside the radius",
      { lat: -6.2, lng: 106.801 },
      { distance_m: 110.54, within_radius: false },
    ],
    [
      "no site position: distance unknown",
      { lat: -6.2, lng: 106.8, site_lat: null, site_lng: null },
      { within_radius: null },
    ],
  ])("%s", (_, overrides, expected) => {
    const [outcome] = decidePresences([facts(overrides)], NOW);
    expect(outcome?.presence).toMatchObject({ raw_presence_id: 1, project_id: 3, ...expected });
  });

  it("alternates in and out for records without a type, counting stored and batch scans", () => {
    const untyped = (id: number, hour: number, earlier = 0) =>
      facts({ id, presence_type: null, earlier, scanned_at: new Date(Date.UTC(2026, 2, 9, hour)) });
    const outcomes = decidePresences([untyped(3, 9), untyped(1, 1), untyped(2, 5)], NOW);
    expect(outcomes.map((o) => [o.id, o.presence?.presence_type])).toEqual([
      [1, "in"],
      [2, "out"],
      [3, "in"],
    ]);
    const [late] = decidePresences([untyped(4, 10, 1)], NOW);
    expect(late?.presence?.presence_type).toBe("out");
  });
});

describe("dayKeysOf", () => {
  it("gives each person, project and Jakarta day once", () => {
    const outcomes = decidePresences(
      [
        facts({ id: 1, scanned_at: new Date("2026-03-09T00:50:00Z") }),
        facts({ id: 2, scanned_at: new Date("2026-03-09T10:00:00Z") }),
        // 00:30 on 10 March in Jakarta.
        facts({ id: 3, scanned_at: new Date("2026-03-09T17:30:00Z") }),
      ],
      NOW,
    );
    const presences = outcomes.flatMap((o) => (o.presence ? [o.presence] : []));
    expect(dayKeysOf(presences)).toEqual([
      { subject_kind: "worker", subject_id: 11, project_id: 3, day: "2026-03-09" },
      { subject_kind: "worker", subject_id: 11, project_id: 3, day: "2026-03-10" },
    ]);
  });
});
