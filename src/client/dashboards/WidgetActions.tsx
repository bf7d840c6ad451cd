/**
 * A widget's actions behind one small button (a third-wide widget has no room for four):
 * chart or table, PNG and CSV downloads, the full-screen view. A disclosure, not a menu: Tab
 * walks its items, Escape or leaving it closes it and gives the focus back to its button.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import {
  type ButtonHTMLAttributes,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from "react";
import { Link } from "wouter";
import { ChartIcon } from "../ui/Icons";
import { DownloadIcon, ExpandIcon, MoreIcon, TableIcon } from "./icons";

export interface WidgetActionsProps {
  title: string;
  /** Chart or table, when the widget has a chart to draw. */
  view?: { asTable: boolean; toggle(): void };
  /** Present while the chart is drawn. */
  png?: () => void;
  csv: () => void;
  fullHref?: string;
}

export function WidgetActions({ title, view, png, csv, fullHref }: WidgetActionsProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      close(true);
    }
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const box = event.currentTarget.closest(".widget-actions");
    if (!box?.contains(event.relatedTarget)) setOpen(false);
  };
  const run = (action: () => void) => () => {
    close(true);
    action();
  };
  // On each control rather than their box: a focus leaving the box closes it.
  const closers = { onKeyDown: onKey, onBlur };
  return (
    <div className="widget-actions">
      <button
        {...closers}
        ref={toggle}
        type="button"
        className="widget-actions__toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t`Aksi ${title}`}
        onClick={() => setOpen(!open)}
      >
        <MoreIcon />
      </button>
      <ul id={listId} className="widget-actions__list" hidden={!open}>
        {view && (
          <Item
            {...closers}
            icon={view.asTable ? <ChartIcon /> : <TableIcon />}
            onClick={run(view.toggle)}
          >
            {view.asTable ? <Trans>Tampilkan grafik</Trans> : <Trans>Tampilkan tabel</Trans>}
          </Item>
        )}
        {png && (
          <Item {...closers} icon={<DownloadIcon />} onClick={run(png)}>
            <Trans>Unduh PNG</Trans>
          </Item>
        )}
        <Item {...closers} icon={<DownloadIcon />} onClick={run(csv)}>
          <Trans>Unduh CSV</Trans>
        </Item>
        {fullHref && (
          <li>
            <Link {...closers} href={fullHref} className="widget-actions__item">
              <ExpandIcon />
              <Trans>Layar penuh</Trans>
            </Link>
          </li>
        )}
      </ul>
    </div>
  );
}

function Item({
  icon,
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <button {...button} type="button" className="widget-actions__item">
        {icon}
        {children}
      </button>
    </li>
  );
}
