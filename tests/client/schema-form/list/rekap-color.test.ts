/** A rekap card's colour: the overlays' tone names are the theme's colours, not CSS names. */
import { describe, expect, it } from "vitest";
import { rekapColor } from "../../../../src/client/schema-form/list/RekapCards";

describe("rekapColor", () => {
  it.each([
    ["success", "var(--color-success)"],
    ["danger", "var(--color-danger)"],
    ["warning", "var(--color-warning)"],
    ["primary", "var(--color-primary)"],
    ["#1f7a4d", "#1f7a4d"],
    ["teal", "teal"],
  ])("%s draws as %s", (color, drawn) => {
    expect(rekapColor(color)).toBe(drawn);
  });
});
