/** A card's QR code as an image; a blank square of the same size until it is drawn. */
import { useEffect, useState } from "react";
import { qrDataUrl } from "./qr-image";

export function QrImage({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void qrDataUrl(text).then((url) => {
      if (current) setSrc(url);
    });
    return () => {
      current = false;
    };
  }, [text]);
  return src ? (
    <img className="qr-card__qr" src={src} alt={label} data-qr={text} />
  ) : (
    <span className="qr-card__qr" aria-hidden="true" />
  );
}
