/**
 * The rating call of admin-area §3/§7, shared by the server that answers it and the widget
 * that draws it: `GET <endpoint>/rating` answers `data_main` and `data_rating`, `POST
 * <endpoint>/rating` takes `data_rating`. Who may see it and who may rate is §6's
 * `view-{permission}` and `do-rating-{permission}`.
 */

/** Stars a rating has (admin-area §9). */
export const RATING_MAX = 5;

/** The two permissions of a rating whose permission name is `permission`. */
export function ratingPermissions(permission: string): { view: string; rate: string } {
  return { view: `view-${permission}`, rate: `do-rating-${permission}` };
}

export interface RatingMain {
  /** The rated record's name. */
  name: string;
  /** Mean of every rating read, as a decimal string with 2 decimals ("4.25"); null: none yet. */
  overall_rating_value: string | null;
}

export interface RatingItem {
  rating_type_id: number;
  rating_type_name: string;
  /** Mean of this type's ratings read, 2 decimals; null: none yet. */
  rating_value: string | null;
  /** The caller's own rating of this type for the chosen `per` row, 1..5; null: not rated. */
  my_rating_value: number | null;
}

/** A row the caller may rate for (e.g. a project the vendor works on). */
export interface RatingChoice {
  id: number;
  name: string;
}

export interface RatingAnswer {
  data_main: RatingMain;
  data_rating: RatingItem[];
  /** The rows a rating is given per, that the caller may rate for; empty without do-rating. */
  data_per: RatingChoice[];
}

/**
 * The setter's body: the rated record's `id`, the `per` row under the overlay's `per` column
 * name (e.g. `project_id`, the same filter parameter the getter takes), and the ratings.
 */
export type RatingSubmit = {
  id: number;
  data_rating: { rating_type_id: number; rating_value: number }[];
} & Record<string, unknown>;
