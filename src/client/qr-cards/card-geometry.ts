/**
 * Where things sit on one card, in mm from its top-left corner, worked out once for both the
 * preview (CSS mm) and the PDF (points), so the two print the same card. The QR code takes the
 * right side (as tall as the card allows, at most 45% of its width); the logo, then the text
 * lines, the left.
 */
export interface CardGeometry {
  padding: number;
  qr: { x: number; y: number; size: number };
  logo: { x: number; y: number; height: number; maxWidth: number } | null;
  text: { x: number; y: number; width: number };
  /** Font sizes and line height of the text lines, in mm (the first line is the name). */
  nameSize: number;
  textSize: number;
  lineHeight: number;
}

export function cardGeometry(
  size: { width: number; height: number },
  withLogo: boolean,
): CardGeometry {
  const padding = Math.min(3, size.height * 0.08);
  const qrSize = Math.max(0, Math.min(size.height - 2 * padding, size.width * 0.45));
  const qr = { x: size.width - padding - qrSize, y: (size.height - qrSize) / 2, size: qrSize };
  const textWidth = Math.max(0, qr.x - 2 * padding);
  const logoHeight = withLogo ? Math.min(8, size.height * 0.2) : 0;
  // Type scales with the card, so a helmet label's line holds a full card number.
  const nameSize = Math.min(3.6, size.height / 9, size.width / 20);
  const textSize = Math.min(2.8, size.height / 12, size.width / 28);
  return {
    padding,
    qr,
    logo: withLogo ? { x: padding, y: padding, height: logoHeight, maxWidth: textWidth } : null,
    text: { x: padding, y: padding + (withLogo ? logoHeight + 1.5 : 0), width: textWidth },
    nameSize,
    textSize,
    lineHeight: textSize * 1.35,
  };
}

/** mm → PDF points (1/72 inch). */
export const mmToPt = (mm: number) => (mm * 72) / 25.4;
