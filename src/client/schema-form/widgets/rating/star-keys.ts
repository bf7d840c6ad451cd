/**
 * The keys of a star rating, as a radio group has them (WAI-ARIA APG "Radio Group"): the
 * arrows move to the next or previous star and wrap around, Home and End go to the first
 * and last. Any other key is not the group's.
 */
import { RATING_MAX } from "../../../../schema/rating/rating-api";

export function starAfterKey(value: number | null, key: string): number | undefined {
  switch (key) {
    case "ArrowRight":
    case "ArrowUp":
      return value === null || value >= RATING_MAX ? 1 : value + 1;
    case "ArrowLeft":
    case "ArrowDown":
      return value === null || value <= 1 ? RATING_MAX : value - 1;
    case "Home":
      return 1;
    case "End":
      return RATING_MAX;
    default:
      return undefined;
  }
}

/**
 * A mean as the server sent it ("4.50", never a float) in the reader's language: "4,50" in
 * Indonesian, "4.50" in English; "–" when nothing was rated yet.
 */
export function ratingText(value: string | null, locale: "id" | "en"): string {
  if (value === null) return "–";
  return locale === "id" ? value.replace(".", ",") : value;
}
