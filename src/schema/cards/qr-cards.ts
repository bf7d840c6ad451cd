/**
 * QR cards (issue #16, `/cetak-qr`): what a selection is, what a card carries, and how cards
 * fall onto printed pages. Shared by the server (which answers the cards) and the client (which
 * lays them out for the preview, the browser's print and the PDF), so both agree on the limits.
 */

/** Whose cards: workers (employees) or guests (visitors). */
export const CARD_SUBJECTS = ["employees", "visitors"] as const;
export type CardSubject = (typeof CARD_SUBJECTS)[number];

/** The filters each subject is selected by; `ids` (a picked list) works for both. */
export const CARD_FILTERS = {
  employees: ["project_id", "foreman_id", "manpower_type_id"],
  visitors: ["project_id"],
} as const satisfies Record<CardSubject, readonly string[]>;

export type CardFilter = (typeof CARD_FILTERS)[CardSubject][number];

/** Cards per request: a print run of 500 is 50 A4 pages of ID cards; more is a mistake. */
export const MAX_CARDS = 500;

/** The fields a print setting may show on a card (`qr_print_settings.fields_shown`). */
export const CARD_FIELDS = [
  "fullname",
  "nik",
  "employee_code",
  "job_position",
  "company",
  "project_id",
  "manpower_type_id",
  "qr_card_number",
] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export interface CardSelection {
  subject: CardSubject;
  project_id?: number;
  foreman_id?: number;
  manpower_type_id?: number;
  ids?: number[];
}

export interface Card {
  id: number;
  qr_card_number: string;
  /** Each card field's text (a project shown by its name); null when the record has none. */
  fields: Partial<Record<CardField, string | null>>;
}

export interface CardsAnswer {
  cards: Card[];
  /** How many of them got a card number by this request. */
  assigned: number;
}

/** The print layout of `qr_print_settings`, with numbers as numbers. */
export interface PrintLayout {
  card_width_mm: number;
  card_height_mm: number;
  columns_per_page: number;
  rows_per_page: number;
}

/** A4 portrait, the paper every site office prints on. */
export const PAPER_MM = { width: 210, height: 297 } as const;

/** The cards of each printed page, in reading order (left to right, top to bottom). */
export function paginate<T>(cards: readonly T[], layout: PrintLayout): T[][] {
  const perPage = Math.max(1, layout.columns_per_page * layout.rows_per_page);
  const pages: T[][] = [];
  for (let start = 0; start < cards.length; start += perPage) {
    pages.push(cards.slice(start, start + perPage));
  }
  return pages;
}

/**
 * Where the grid of cards sits on the paper, in mm from the top-left corner: centred, so a
 * printer's uneven margins never cut the outer cards. Negative margins mean the grid does not
 * fit the paper (`fits` false): the page says so rather than print cut cards.
 */
export function gridOnPaper(layout: PrintLayout): {
  left: number;
  top: number;
  fits: boolean;
} {
  const width = layout.card_width_mm * layout.columns_per_page;
  const height = layout.card_height_mm * layout.rows_per_page;
  const left = (PAPER_MM.width - width) / 2;
  const top = (PAPER_MM.height - height) / 2;
  return { left, top, fits: left >= 0 && top >= 0 };
}

/** Card `index` of its page, in mm from the paper's top-left corner. */
export function cardOrigin(layout: PrintLayout, index: number): { x: number; y: number } {
  const grid = gridOnPaper(layout);
  const column = index % layout.columns_per_page;
  const row = Math.floor(index / layout.columns_per_page);
  return {
    x: grid.left + column * layout.card_width_mm,
    y: grid.top + row * layout.card_height_mm,
  };
}
