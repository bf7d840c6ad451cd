/** When the table's box still hides columns past its right edge (the action column's shade). */
import { describe, expect, test } from "vitest";
import { hidesRightEdge } from "../../../../src/client/schema-form/list/use-scroll-edge";

describe("hidesRightEdge", () => {
  test.each([
    { case: "fits the box", scrollLeft: 0, clientWidth: 800, scrollWidth: 800, hides: false },
    {
      case: "wider, at the start",
      scrollLeft: 0,
      clientWidth: 800,
      scrollWidth: 1200,
      hides: true,
    },
    { case: "wider, halfway", scrollLeft: 200, clientWidth: 800, scrollWidth: 1200, hides: true },
    {
      case: "wider, at the end",
      scrollLeft: 400,
      clientWidth: 800,
      scrollWidth: 1200,
      hides: false,
    },
    {
      case: "end, off by rounding",
      scrollLeft: 399.5,
      clientWidth: 800,
      scrollWidth: 1200,
      hides: false,
    },
    { case: "two pixels short", scrollLeft: 398, clientWidth: 800, scrollWidth: 1200, hides: true },
  ])("$case", ({ hides, ...box }) => {
    expect(hidesRightEdge(box)).toBe(hides);
  });
});
