/** A labelled progress bar: percent of an upload, or rows processed of a total. */
export function ProgressBar({
  label,
  value,
  max = 100,
  text,
}: {
  label: string;
  value: number;
  max?: number;
  /** What the bar says beside it, e.g. "42%" or "120 / 300". */
  text: string;
}) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div className="progress">
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
      >
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="progress__text">{text}</span>
    </div>
  );
}
