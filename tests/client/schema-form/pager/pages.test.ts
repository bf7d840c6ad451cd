/**
 * The pagers' page arithmetic: how many pages a count makes, a typed or stored page made one
 * that exists, and where first / previous / next / last lead (off at the ends, back to the
 * last page from a page past it).
 */
import { describe, expect, it } from "vitest";
import { clampPage, pageCount, pagerMoves } from "../../../../src/client/schema-form/pager/pages";

describe("pageCount", () => {
  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [8, 8, 1],
    [9, 8, 2],
    [101, 50, 3],
  ])("%i items of %i a page make %i pages", (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});

describe("clampPage", () => {
  it.each([
    [0, 5, 3, 1],
    [-4, 5, 3, 1],
    [7, 5, 3, 5],
    [4, 5, 3, 4],
    [2.7, 5, 3, 2],
    [Number.NaN, 5, 3, 3],
    [3, 0, 1, 1],
  ])("page %d of %d (now %d) is %d", (page, last, current, expected) => {
    expect(clampPage(page, last, current)).toBe(expected);
  });
});

describe("pagerMoves", () => {
  it.each([
    [1, 1, { first: null, previous: null, next: null, last: null }],
    [1, 3, { first: null, previous: null, next: 2, last: 3 }],
    [2, 3, { first: 1, previous: 1, next: 3, last: 3 }],
    [3, 3, { first: 1, previous: 2, next: null, last: null }],
    [7, 3, { first: 1, previous: 3, next: null, last: null }],
    [1, 0, { first: null, previous: null, next: null, last: null }],
  ])("page %d of %d", (page, last, expected) => {
    expect(pagerMoves(page, last)).toEqual(expected);
  });
});
