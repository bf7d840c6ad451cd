/**
 * The page arithmetic of every pager (the screens' lists, the related rows, the lookups), as
 * pure functions: how many pages, a page number made valid, and where each button leads.
 */

/** Pages needed for `total` items of `size`; at least one, so an empty list is page 1 of 1. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** A page asked for (typed, or by the address) within 1..lastPage; not a number keeps `current`. */
export function clampPage(page: number, lastPage: number, current = 1): number {
  if (!Number.isFinite(page)) return current;
  return Math.min(Math.max(Math.trunc(page), 1), Math.max(lastPage, 1));
}

/** Where each of the pager's buttons leads from `page`; null: the button is off. */
export interface PagerMoves {
  first: number | null;
  previous: number | null;
  next: number | null;
  last: number | null;
}

/**
 * The moves from `page` of `lastPage`. A page past the end (the rows shrank under it) leads
 * back to the last page, never to a page that no longer exists.
 */
export function pagerMoves(page: number, lastPage: number): PagerMoves {
  const last = Math.max(lastPage, 1);
  const back = page > 1;
  const on = page < last;
  return {
    first: back ? 1 : null,
    previous: back ? clampPage(page - 1, last) : null,
    next: on ? clampPage(page + 1, last) : null,
    last: on ? last : null,
  };
}
