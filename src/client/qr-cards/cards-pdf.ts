/**
 * The PDF of the printed pages (pdf-lib, loaded only when "Unduh PDF" is pressed): A4 pages,
 * the cards at the same places and sizes as the print preview (card-geometry.ts), each QR code
 * the same PNG the preview shows. The standard Helvetica font covers the Latin letters of
 * Indonesian names; any other character is left out rather than break the file.
 */
import {
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  rgb,
  StandardFonts,
} from "pdf-lib";
import { type Card, cardOrigin, PAPER_MM, type PrintLayout } from "../../schema/cards/qr-cards";
import { cardGeometry, mmToPt } from "./card-geometry";
import type { CardText } from "./card-lines";
import { qrDataUrl } from "./qr-image";

export interface PdfInput {
  pages: Card[][];
  layout: PrintLayout;
  textOf(card: Card): CardText;
  /** The logo's bytes and type, when the setting has one. */
  logo: { bytes: Uint8Array; type: string } | null;
}

export async function cardsPdf(input: PdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const logo = input.logo ? await embedLogo(pdf, input.logo) : null;
  const size = { width: input.layout.card_width_mm, height: input.layout.card_height_mm };
  const geometry = cardGeometry(size, logo !== null);
  for (const cards of input.pages) {
    const page = pdf.addPage([mmToPt(PAPER_MM.width), mmToPt(PAPER_MM.height)]);
    for (const [index, card] of cards.entries()) {
      const origin = cardOrigin(input.layout, index);
      // PDF y runs upwards from the bottom: `at` turns a card's mm box into points.
      const at = (x: number, y: number, height: number) => ({
        x: mmToPt(origin.x + x),
        y: mmToPt(PAPER_MM.height - origin.y - y - height),
      });
      page.drawRectangle({
        ...at(0, 0, size.height),
        width: mmToPt(size.width),
        height: mmToPt(size.height),
        borderColor: rgb(0.7, 0.7, 0.7),
        borderWidth: 0.5,
      });
      const qr = await pdf.embedPng(await qrDataUrl(card.qr_card_number));
      page.drawImage(qr, {
        ...at(geometry.qr.x, geometry.qr.y, geometry.qr.size),
        width: mmToPt(geometry.qr.size),
        height: mmToPt(geometry.qr.size),
      });
      if (logo && geometry.logo) {
        const scaled = logo.scaleToFit(
          mmToPt(geometry.logo.maxWidth),
          mmToPt(geometry.logo.height),
        );
        page.drawImage(logo, {
          ...at(geometry.logo.x, geometry.logo.y, geometry.logo.height),
          width: scaled.width,
          height: scaled.height,
        });
      }
      drawText(page, input.textOf(card), geometry, { regular, bold }, at);
    }
  }
  return pdf.save();
}

function drawText(
  page: PDFPage,
  text: CardText,
  geometry: ReturnType<typeof cardGeometry>,
  fonts: { regular: PDFFont; bold: PDFFont },
  at: (x: number, y: number, height: number) => { x: number; y: number },
) {
  const width = mmToPt(geometry.text.width);
  let y = geometry.text.y;
  const line = (value: string, font: PDFFont, sizeMm: number) => {
    const size = mmToPt(sizeMm);
    page.drawText(fitted(printable(value), font, size, width), {
      ...at(geometry.text.x, y, sizeMm),
      size,
      font,
      color: rgb(0.1, 0.1, 0.12),
    });
    y += sizeMm * 1.35;
  };
  if (text.name) line(text.name, fonts.bold, geometry.nameSize);
  for (const value of text.lines) line(value, fonts.regular, geometry.textSize);
}

/** Characters Helvetica's WinAnsi encoding holds; accents are kept, the rest dropped. */
function printable(value: string): string {
  return value.replace(/[^\x20-\x7E\xA0-\xFF]/g, "");
}

/** The text cut with an ellipsis to fit `width` points, as the preview's CSS does. */
function fitted(value: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(value, size) <= width) return value;
  let cut = value;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

async function embedLogo(
  pdf: PDFDocument,
  logo: NonNullable<PdfInput["logo"]>,
): Promise<PDFImage | null> {
  if (logo.type.includes("png")) return pdf.embedPng(logo.bytes);
  if (logo.type.includes("jpeg") || logo.type.includes("jpg")) return pdf.embedJpg(logo.bytes);
  return null;
}
