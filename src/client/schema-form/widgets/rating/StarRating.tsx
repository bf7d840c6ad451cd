/**
 * Five stars. With `onChange` they are a native radio group named by `label` (one tab stop;
 * arrows, Home, End), each star named "4 dari 5 bintang"; without it, the stars only show
 * `shown` (a mean such as "4,50") as one image with that name.
 */
import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useId, useRef } from "react";
import { RATING_MAX } from "../../../../schema/rating/rating-api";
import { starAfterKey } from "./star-keys";

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

type StarRatingProps = {
  /** The group's accessible name, e.g. the rating type. */
  label: string;
  /** Stars filled. */
  value: number | null;
} & (
  | { onChange: (value: number) => void; shown?: never }
  | { onChange?: never /** The value as text for the image's name. */; shown: string }
);

export function StarRating({ label, value, onChange, shown }: StarRatingProps) {
  const { t } = useLingui();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const name = useId();
  const filled = Math.round(value ?? 0);

  if (!onChange) {
    return (
      <span
        className="star-rating"
        role="img"
        aria-label={t`${label}: ${shown} dari ${RATING_MAX} bintang`}
      >
        {STARS.map((star) => (
          <Star key={star} on={star <= filled} />
        ))}
      </span>
    );
  }

  const choose = (star: number) => {
    onChange(star);
    inputs.current[star - 1]?.focus();
  };
  // The arrows as a native radio group has them, plus Home and End and the same wrap in
  // every browser; the group's own arrow handling is replaced, not doubled.
  const onKeyDown = (event: KeyboardEvent) => {
    const next = starAfterKey(value, event.key);
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };
  return (
    <fieldset className="star-rating star-rating--input" onKeyDown={onKeyDown}>
      <legend className="visually-hidden">{label}</legend>
      {STARS.map((star) => (
        <label key={star} className="star-rating__star">
          <input
            ref={(element) => {
              inputs.current[star - 1] = element;
            }}
            type="radio"
            className="visually-hidden"
            name={name}
            value={star}
            checked={value === star}
            aria-label={t`${star} dari ${RATING_MAX} bintang`}
            onChange={() => choose(star)}
          />
          <Star on={star <= filled} />
        </label>
      ))}
    </fieldset>
  );
}

function Star({ on }: { on: boolean }) {
  return (
    <svg
      className={on ? "star-rating__icon star-rating__icon--on" : "star-rating__icon"}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}
