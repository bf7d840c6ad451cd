import { describe, expect, it } from "vitest";
import { errorMessage, retryParams } from "../../../src/server/http/errors";

describe("a 429's time to come back", () => {
  it.each([
    // 10:32:50 in Jakarta plus 313 s is 10:38:03: never name a time before the end.
    ["2026-11-28T03:32:50Z", 313, "10:39"],
    ["2026-11-28T03:32:00Z", 60, "10:33"],
    // Past Jakarta's midnight while UTC's day goes on.
    ["2026-11-28T16:59:30Z", 45, "00:01"],
  ])("from %s waiting %i s names %s", (now, seconds, until) => {
    expect(retryParams(seconds, new Date(now))).toEqual({ seconds, until });
  });

  it("says both in each language", () => {
    const params = retryParams(313, new Date("2026-11-28T03:32:50Z"));
    expect(errorMessage("TOO_MANY_REQUESTS", "id", params)).toBe(
      "Terlalu banyak permintaan. Coba lagi dalam 313 detik (pukul 10:39 WIB).",
    );
    expect(errorMessage("TOO_MANY_REQUESTS", "en", params)).toBe(
      "Too many requests. Try again in 313 seconds (at 10:39 Jakarta time).",
    );
  });
});
