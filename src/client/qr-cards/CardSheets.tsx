/**
 * The printed pages: A4 sheets at their real size in mm, each with its cards at the places
 * `cardOrigin` gives and the parts where `cardGeometry` puts them (the PDF uses the same two).
 * The page draws them twice: as the preview, and as the copy the browser prints (see
 * qr-cards.css), which sits outside the app so nothing of the app prints with it.
 */
import type { CSSProperties } from "react";
import { type Card, cardOrigin, type PrintLayout } from "../../schema/cards/qr-cards";
import { cardGeometry } from "./card-geometry";
import type { CardText } from "./card-lines";
import { QrImage } from "./QrImage";

export interface SheetsProps {
  pages: Card[][];
  layout: PrintLayout;
  logoUrl: string | null;
  textOf(card: Card): CardText;
  qrLabel(card: Card): string;
}

const mm = (value: number) => `${value}mm`;

export function CardSheets(props: SheetsProps) {
  const { layout } = props;
  const geometry = cardGeometry(
    { width: layout.card_width_mm, height: layout.card_height_mm },
    props.logoUrl !== null,
  );
  return (
    <>
      {props.pages.map((cards, pageIndex) => (
        <div className="qr-sheet" key={cards[0]?.id ?? pageIndex} data-page={pageIndex + 1}>
          {cards.map((card, index) => {
            const origin = cardOrigin(layout, index);
            const text = props.textOf(card);
            const box: CSSProperties = {
              left: mm(origin.x),
              top: mm(origin.y),
              width: mm(layout.card_width_mm),
              height: mm(layout.card_height_mm),
            };
            return (
              <div className="qr-card" style={box} key={card.id} data-card={card.qr_card_number}>
                {props.logoUrl && geometry.logo && (
                  <img
                    className="qr-card__logo"
                    src={props.logoUrl}
                    alt=""
                    style={{
                      left: mm(geometry.logo.x),
                      top: mm(geometry.logo.y),
                      height: mm(geometry.logo.height),
                      maxWidth: mm(geometry.logo.maxWidth),
                    }}
                  />
                )}
                <div
                  className="qr-card__text"
                  style={{
                    left: mm(geometry.text.x),
                    top: mm(geometry.text.y),
                    width: mm(geometry.text.width),
                    fontSize: mm(geometry.textSize),
                    lineHeight: mm(geometry.lineHeight),
                  }}
                >
                  {text.name && (
                    <div className="qr-card__name" style={{ fontSize: mm(geometry.nameSize) }}>
                      {text.name}
                    </div>
                  )}
                  {text.lines.map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </div>
                <div
                  className="qr-card__qr-box"
                  style={{
                    left: mm(geometry.qr.x),
                    top: mm(geometry.qr.y),
                    width: mm(geometry.qr.size),
                    height: mm(geometry.qr.size),
                  }}
                >
                  <QrImage text={card.qr_card_number} label={props.qrLabel(card)} />
                </div>
              </div>
            );
          })}
        </div>
      ))}
    </>
  );
}
