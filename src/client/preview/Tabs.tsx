/** Accessible tabs (WAI-ARIA tablist): arrow keys move between tabs, only the active panel is drawn. */
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: () => ReactNode;
}

export function Tabs({
  items,
  active,
  onSelect,
  label,
}: {
  items: readonly TabItem[];
  active: string;
  onSelect(id: string): void;
  label: string;
}) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const current = items.find((item) => item.id === active) ?? items[0];
  const move = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step || !current) return;
    const index = (items.indexOf(current) + step + items.length) % items.length;
    const next = items[index];
    if (!next) return;
    onSelect(next.id);
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(`${base}-${next.id}`)}`)?.focus();
  };
  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} ref={list} onKeyDown={move}>
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${base}-${item.id}`}
            aria-selected={item === current}
            aria-controls={`${base}-${item.id}-panel`}
            tabIndex={item === current ? 0 : -1}
            className={item === current ? "tabs__tab tabs__tab--active" : "tabs__tab"}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {current && (
        <div
          className="tabs__panel"
          role="tabpanel"
          id={`${base}-${current.id}-panel`}
          aria-labelledby={`${base}-${current.id}`}
        >
          {current.panel()}
        </div>
      )}
    </div>
  );
}
