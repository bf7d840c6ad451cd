/**
 * Signed file URLs: valid until they expire, for that name only, refused when any part is
 * changed; and records get a URL for each file field holding a stored name the record holds
 * in `uploads` (here a stand-in for held-files.ts), never for a name it merely carries.
 */
import { describe, expect, it } from "vitest";
import { FILE_LINKS_KEY, FILE_NAMES_KEY } from "../../../src/schema/api/crud";
import type { ScreenDefinition } from "../../../src/schema/overlay/screen-types";
import {
  createFileLinks,
  type HeldFiles,
  HOLDS_NOTHING,
} from "../../../src/server/files/file-links";

const NAME = "2026/01/0123456789abcdef0123456789abcdef.png";
const OTHER = "2026/01/fedcba9876543210fedcba9876543210.pdf";

function linksAt(start: number, secret?: string) {
  let now = start;
  const links = createFileLinks({ urlSecret: secret, urlTtlMs: 15 * 60_000 }, () => now);
  return { links, advance: (ms: number) => (now += ms) };
}

function parts(url: string) {
  const parsed = new URL(url, "http://mandor.test");
  return {
    name: decodeURI(parsed.pathname.replace("/api/files/", "")),
    exp: parsed.searchParams.get("exp") ?? "",
    sig: parsed.searchParams.get("sig") ?? "",
  };
}

describe("createFileLinks", () => {
  it("signs a name with its expiry and checks it until then", () => {
    const { links, advance } = linksAt(1_000_000, "s3cret");
    const url = links.sign(NAME);
    expect(url).toMatch(/^\/api\/files\/2026\/01\/[0-9a-f]{32}\.png\?exp=\d+&sig=[\w-]{43}$/);
    const { name, exp, sig } = parts(url);
    expect(name).toBe(NAME);
    expect(Number(exp)).toBe(1_000_000 + 15 * 60_000);
    expect(links.check(name, exp, sig)).toEqual({ valid: true, seconds: 900 });
    advance(14 * 60_000);
    expect(links.check(name, exp, sig)).toEqual({ valid: true, seconds: 60 });
    advance(60_000);
    expect(links.check(name, exp, sig)).toEqual({ valid: false, reason: "expired" });
  });

  it("refuses a changed name, expiry or signature, and another process's URL", () => {
    const { links } = linksAt(1_000_000, "s3cret");
    const { name, exp, sig } = parts(links.sign(NAME));
    const invalid = { valid: false, reason: "invalid" };
    expect(links.check(OTHER, exp, sig)).toEqual(invalid);
    expect(links.check(name, String(Number(exp) + 1), sig)).toEqual(invalid);
    expect(links.check(name, exp, `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`)).toEqual(
      invalid,
    );
    expect(links.check(name, exp, undefined)).toEqual(invalid);
    expect(links.check(name, ["1", "2"], sig)).toEqual(invalid);
    expect(linksAt(1_000_000, "other").links.check(name, exp, sig)).toEqual(invalid);
    // Without a configured secret every process has its own.
    const random = parts(linksAt(1_000_000).links.sign(NAME));
    expect(linksAt(1_000_000).links.check(name, random.exp, random.sig)).toEqual(invalid);
  });

  it("adds a URL for each file field holding a stored name, and nothing else", () => {
    const { links } = linksAt(1_000_000, "s3cret");
    const field = (id: string, type: string, view: "create" | "detail" = "create") => ({
      id,
      views: {
        list: { type: "text" },
        detail: { type: view === "detail" ? type : "text" },
        create: { type: view === "create" ? type : "text" },
        update: { type: "text" },
        filter: { type: "text" },
      },
    });
    const screen = {
      fields: [
        field("photo", "file"),
        field("scan", "file", "detail"),
        field("legacy", "file"),
        field("name", "text"),
      ],
    } as unknown as ScreenDefinition;
    const record = { id: 1, photo: NAME, scan: OTHER, legacy: "../../etc/passwd", name: NAME };
    const holdsAll: HeldFiles = { holds: () => true, originalName: () => null };
    const linked = links.linksFor(screen, record, holdsAll);
    expect(Object.keys(linked[FILE_LINKS_KEY] as object)).toEqual(["photo", "scan"]);
    expect(parts((linked[FILE_LINKS_KEY] as Record<string, string>).scan ?? "").name).toBe(OTHER);
    expect(linked).toMatchObject(record);
    expect(links.linksFor(screen, { id: 2, photo: null }, holdsAll)).toEqual({
      id: 2,
      photo: null,
    });
  });

  it("signs only the files the record holds, in the field that holds them", () => {
    const { links } = linksAt(1_000_000, "s3cret");
    const file = (id: string) => ({
      id,
      views: Object.fromEntries(
        ["list", "detail", "create", "update", "filter"].map((view) => [view, { type: "file" }]),
      ),
    });
    const screen = { fields: [file("photo"), file("scan")] } as unknown as ScreenDefinition;
    const record = { id: 7, photo: NAME, scan: OTHER };
    const holds = (id: unknown, field: string, name: string) =>
      id === 7 && field === "photo" && name === NAME;
    const held: HeldFiles = {
      holds,
      originalName: (id, field, name) => (holds(id, field, name) ? "Surat Tugas.pdf" : null),
    };
    const linked = links.linksFor(screen, record, held);
    expect(Object.keys(linked[FILE_LINKS_KEY] as object)).toEqual(["photo"]);
    expect(linked[FILE_NAMES_KEY]).toEqual({ photo: "Surat Tugas.pdf" });
    // The same name in the other field, or on another record, is not held.
    expect(links.linksFor(screen, { id: 7, photo: OTHER, scan: NAME }, held)).not.toHaveProperty(
      FILE_LINKS_KEY,
    );
    expect(links.linksFor(screen, { ...record, id: 8 }, held)).not.toHaveProperty(FILE_LINKS_KEY);
    expect(links.linksFor(screen, record, HOLDS_NOTHING)).toEqual(record);
  });
});
