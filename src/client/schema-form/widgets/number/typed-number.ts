/**
 * What a number or money input shows and means while someone types in it. The typed text is
 * read with the interface language's separators (Indonesian "1.234.567,5", English
 * "1,234,567.5"): group separators and any other character are dropped, the first decimal
 * separator starts the fraction, cut to the allowed places. The caret keeps its place among
 * the digits when separators appear or vanish around it.
 */
import {
  canonicalDecimal,
  groupDigits,
  type Separators,
} from "../../../../schema/validation/decimal-text";

export interface TypedOptions {
  /** Places after the decimal separator; 0 refuses a fraction, undefined allows any. */
  decimals?: number;
  /** A leading minus is kept (numbers); money is never negative. */
  signed: boolean;
}

export interface TypedNumber {
  /** As the input shows it: "1.234.567,5" (a trailing "," stays while the fraction is typed). */
  display: string;
  /** Digits and the decimal point only, "1234567.5"; undefined while nothing is typed. */
  value: string | undefined;
}

export function readTyped(raw: string, separators: Separators, options: TypedOptions): TypedNumber {
  const sign = options.signed && raw.trimStart().startsWith("-") ? "-" : "";
  const point = options.decimals === 0 ? -1 : raw.indexOf(separators.decimal);
  const wholeText = point < 0 ? raw : raw.slice(0, point);
  const digits = wholeText.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  const fraction = point < 0 ? "" : raw.slice(point + 1).replace(/\D/g, "");
  const kept = fraction.slice(0, options.decimals ?? fraction.length);
  const whole = digits === "" && point >= 0 ? "0" : digits;
  const display = `${sign}${groupDigits(whole, separators.group)}${point < 0 ? "" : separators.decimal + kept}`;
  const value = whole === "" ? undefined : canonicalDecimal(`${sign}${whole}.${kept}`);
  return { display, value };
}

const significant = (char: string, separators: Separators) =>
  /[\d-]/.test(char) || char === separators.decimal;

/**
 * Where the caret goes in `display` after the text became `raw` with the caret at `caret`:
 * behind as many digits (and decimal separator) as stood before it in `raw`.
 */
export function caretAfter(
  raw: string,
  caret: number,
  display: string,
  separators: Separators,
): number {
  let wanted = [...raw.slice(0, caret)].filter((char) => significant(char, separators)).length;
  if (wanted === 0) return 0;
  for (let index = 0; index < display.length; index += 1) {
    if (significant(display.charAt(index), separators)) wanted -= 1;
    if (wanted === 0) return index + 1;
  }
  return display.length;
}
