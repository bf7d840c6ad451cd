/** A card's text and the places of its parts, shared by the print preview and the PDF. */
import { describe, expect, it } from "vitest";
import { cardGeometry } from "../../src/client/qr-cards/card-geometry";
import { cardText } from "../../src/client/qr-cards/card-lines";
import type { Card } from "../../src/schema/cards/qr-cards";

const card: Card = {
  id: 7,
  qr_card_number: "TK-000007",
  fields: { fullname: "Ani", nik: null, project_id: "Proyek A", qr_card_number: "TK-000007" },
};
const label = (field: string) => field.toUpperCase();

describe("cardText", () => {
  it.each([
    [["fullname", "qr_card_number"], { name: "Ani", lines: ["QR_CARD_NUMBER: TK-000007"] }],
    [
      ["qr_card_number", "project_id", "fullname"],
      { name: "Ani", lines: ["QR_CARD_NUMBER: TK-000007", "PROJECT_ID: Proyek A"] },
    ],
    // A field the record has no value for, or the subject does not have, prints no line.
    [["nik", "company", "project_id"], { name: null, lines: ["PROJECT_ID: Proyek A"] }],
    [[], { name: null, lines: [] }],
  ])("with fields %o", (fields, expected) => {
    expect(cardText(card, fields, label)).toEqual(expected);
  });
});

describe("cardGeometry", () => {
  it.each([
    ["CR80 with a logo", { width: 85.6, height: 53.98 }, true],
    ["helmet label without", { width: 63.5, height: 33.9 }, false],
    ["a tall narrow tag", { width: 30, height: 80 }, true],
  ])("%s keeps the QR square inside the card, right of the text", (_, size, logo) => {
    const g = cardGeometry(size, logo);
    expect(g.qr.x + g.qr.size).toBeLessThanOrEqual(size.width - g.padding + 1e-9);
    expect(g.qr.y).toBeGreaterThanOrEqual(0);
    expect(g.qr.y + g.qr.size).toBeLessThanOrEqual(size.height + 1e-9);
    expect(g.text.x + g.text.width).toBeLessThanOrEqual(g.qr.x);
    expect(g.logo === null).toBe(!logo);
  });
});
