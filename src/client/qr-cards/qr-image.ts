/**
 * A card number as a QR code picture (PNG data URL), made once per number and kept: the
 * preview, the print copy and the PDF show the same picture. Error correction M and a quiet
 * zone of two modules read well from a worn card under a phone camera.
 */
import QRCode from "qrcode";

const made = new Map<string, Promise<string>>();

/** Pixels across: sharp at 300 dpi on a 25 mm square. */
const QR_PIXELS = 300;

export function qrDataUrl(text: string): Promise<string> {
  let found = made.get(text);
  if (!found) {
    found = QRCode.toDataURL(text, { errorCorrectionLevel: "M", margin: 2, width: QR_PIXELS });
    made.set(text, found);
  }
  return found;
}
