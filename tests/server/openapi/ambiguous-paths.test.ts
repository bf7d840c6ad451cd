import { describe, expect, it } from "vitest";
import { ambiguous, ambiguousPairs } from "./ambiguous-paths";

describe("ambiguous path templates", () => {
  it("are two templates one address matches, of the same length", () => {
    expect(ambiguous("/api/x/{id}/audit", "/api/x/import/{importId}")).toBe(true);
    expect(ambiguous("/api/dashboards/{id}", "/api/dashboards/events")).toBe(true);
    expect(ambiguous("/api/x/{id}/audit", "/api/x/import/sessions/{importId}")).toBe(false);
    expect(ambiguous("/api/x/{id}/show", "/api/x/{id}/audit")).toBe(false);
    expect(ambiguous("/api/x/{id}/show", "/api/x/{id}/show")).toBe(false);
  });

  it("are listed once per pair", () => {
    expect(ambiguousPairs(["/a/{b}", "/a/c", "/a/d", "/e"])).toEqual([
      "/a/{b} ~ /a/c",
      "/a/{b} ~ /a/d",
    ]);
  });
});
