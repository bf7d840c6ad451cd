/**
 * A latitude or longitude typed as text, so a half-typed "-6," stays as typed; the point
 * changes only when the text is a coordinate (or empty), and a dragged marker rewrites it.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { toCoordinate } from "./map-point";

interface CoordinateInputProps {
  id: string;
  label: string;
  value: number | null;
  limit: 90 | 180;
  disabled?: boolean;
  onChange(value: number | null): void;
}

export function CoordinateInput(props: CoordinateInputProps) {
  const { t } = useLingui();
  const { id, value, limit } = props;
  const [text, setText] = useState(value === null ? "" : String(value));
  useEffect(() => {
    setText((current) =>
      toCoordinate(current, limit) === value ? current : value === null ? "" : String(value),
    );
  }, [value, limit]);
  const invalid = text.trim() !== "" && toCoordinate(text, limit) === null;

  const type = (next: string) => {
    setText(next);
    const coordinate = toCoordinate(next, limit);
    if (next.trim() === "" || coordinate !== null) props.onChange(coordinate);
  };

  return (
    <div className="map-field__coordinate">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        disabled={props.disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}__error` : undefined}
        onChange={(event) => type(event.target.value)}
      />
      {invalid ? (
        <p id={`${id}__error`} className="field__note field__note--danger" role="alert">
          {t`Isi angka antara -${limit} dan ${limit}`}
        </p>
      ) : null}
    </div>
  );
}
