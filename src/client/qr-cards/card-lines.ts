/**
 * The text of a card, as the print setting's `fields_shown` orders it: the name first and
 * large, then one "Label: value" line per other field the record has. Shared by the preview
 * and the PDF.
 */
import type { Card, CardField } from "../../schema/cards/qr-cards";

export interface CardText {
  name: string | null;
  lines: string[];
}

export function cardText(
  card: Card,
  fieldsShown: readonly string[],
  labelOf: (field: CardField) => string,
): CardText {
  let name: string | null = null;
  const lines: string[] = [];
  for (const field of fieldsShown) {
    if (!(field in card.fields)) continue;
    const value = card.fields[field as CardField];
    if (value === null || value === undefined || value === "") continue;
    if (field === "fullname") name = value;
    else lines.push(`${labelOf(field as CardField)}: ${value}`);
  }
  return { name, lines };
}
