/** The full-widget view's address: made from a dashboard's, and read back. */
import { describe, expect, it } from "vitest";
import { widgetAddress, widgetHref } from "../../../src/client/dashboards/widget-address";

describe("widgetAddress", () => {
  it.each([
    [
      "/dashboard/dashboard-summary/widget/by-project",
      { base: "/dashboard/dashboard-summary", widget: "by-project" },
    ],
    [
      "/dashboard/dashboard-summary/widget/a%20b",
      { base: "/dashboard/dashboard-summary", widget: "a b" },
    ],
    ["/dashboard/dashboard-summary", null],
    ["/dashboard/dashboard-summary/widget/", null],
    ["/a/b/c/widget/x", null],
    ["/dashboard/x/widget/%E0%A4%A", null],
  ])("%s reads as %j", (path, expected) => {
    expect(widgetAddress(path)).toEqual(expected);
  });

  it("makes the address with the filters' query, and reads it back", () => {
    expect(widgetHref("/dashboard/d", "a b", "project_id=3")).toBe(
      "/dashboard/d/widget/a%20b?project_id=3",
    );
    expect(widgetHref("/dashboard/d", "top", "")).toBe("/dashboard/d/widget/top");
    expect(widgetAddress("/dashboard/d/widget/a%20b")).toEqual({
      base: "/dashboard/d",
      widget: "a b",
    });
  });
});
