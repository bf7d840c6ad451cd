/** How QR cards fall onto A4 sheets: pages of columns × rows, the grid centred, each card's place. */
import { describe, expect, it } from "vitest";
import {
  cardOrigin,
  gridOnPaper,
  type PrintLayout,
  paginate,
} from "../../src/schema/cards/qr-cards";

const cr80: PrintLayout = {
  card_width_mm: 85.6,
  card_height_mm: 53.98,
  columns_per_page: 2,
  rows_per_page: 5,
};
const helmet: PrintLayout = {
  card_width_mm: 63.5,
  card_height_mm: 33.9,
  columns_per_page: 3,
  rows_per_page: 8,
};
const tooWide: PrintLayout = { ...cr80, columns_per_page: 3 };

describe("paginate", () => {
  it.each([
    [0, cr80, []],
    [10, cr80, [10]],
    [11, cr80, [10, 1]],
    [80, helmet, [24, 24, 24, 8]],
  ])("%i cards at %o fall into pages of %o", (count, layout, sizes) => {
    const cards = Array.from({ length: count }, (_, n) => n);
    const pages = paginate(cards, layout);
    expect(pages.map((page) => page.length)).toEqual(sizes);
    expect(pages.flat()).toEqual(cards);
  });
});

describe("gridOnPaper and cardOrigin", () => {
  it.each([
    ["CR80 2×5", cr80, { left: 19.4, top: 13.55, fits: true }],
    ["helmet 3×8", helmet, { left: 9.75, top: 12.9, fits: true }],
    ["CR80 3 across", tooWide, { left: -23.4, top: 13.55, fits: false }],
  ])("%s sits centred on A4", (_, layout, expected) => {
    const grid = gridOnPaper(layout);
    expect(grid.fits).toBe(expected.fits);
    expect(grid.left).toBeCloseTo(expected.left, 6);
    expect(grid.top).toBeCloseTo(expected.top, 6);
  });

  it.each([
    [0, 19.4, 13.55],
    [1, 105, 13.55],
    [2, 19.4, 67.53],
    [9, 105, 229.47],
  ])("card %i of a CR80 page is at (%f, %f) mm", (index, x, y) => {
    const origin = cardOrigin(cr80, index);
    expect(origin.x).toBeCloseTo(x, 6);
    expect(origin.y).toBeCloseTo(y, 6);
  });
});
