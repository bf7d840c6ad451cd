/**
 * A widget's cards, one per statistics item: its label, its figure, and the steward's colour
 * (the card's edge and icon, never its text, so the text keeps its contrast), icon and
 * background class (`stat--green`, … in dashboards.css).
 */
import type { CSSProperties } from "react";
import { statIcon } from "./icons";
import type { StatCard } from "./stat-cards";

export function StatCards({ cards }: { cards: readonly StatCard[] }) {
  return (
    <ul className="stat-cards">
      {cards.map((card) => {
        const CardIcon = statIcon(card.icon);
        const style = card.color ? ({ "--stat-color": card.color } as CSSProperties) : undefined;
        return (
          <li
            key={card.id}
            className={card.bgClass ? `stat-card ${card.bgClass}` : "stat-card"}
            style={style}
          >
            {CardIcon && (
              <span className="stat-card__icon" aria-hidden="true">
                <CardIcon size={20} />
              </span>
            )}
            <span className="stat-card__label">{card.label}</span>
            <strong className="stat-card__value">{card.text}</strong>
          </li>
        );
      })}
    </ul>
  );
}
