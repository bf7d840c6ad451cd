/**
 * The list's export (admin-area §2 "Excel export button"): 'Export' downloads an Excel
 * workbook (.xlsx); the arrow beside it opens a small menu of every type, the spec's older
 * .xls among them. The file is the list as filtered, searched and sorted, every page of it,
 * under the server's file name.
 */

import { useLingui } from "@lingui/react/macro";
import { HTTPError } from "ky";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { ListQuery } from "../../../schema/api/crud";
import { exportFileName } from "../../../schema/api/export-file-name";
import { pickText } from "../../../schema/local-text";
import type { ScreenDefinition } from "../../../schema/overlay/screen-types";
import { serverMessage } from "../../api/http";
import { Button } from "../../ui/Button";
import { useAlert } from "../../ui/use-alert";
import { useSchemaLocale } from "../use-adapter-context";
import { downloadFile } from "./download";
import {
  EXPORT_EXTENSIONS,
  EXPORT_FORMATS,
  type ExportFormat,
  exportSearchParams,
  MAIN_EXPORT_FORMAT,
} from "./export-request";
import "./transfer.css";

export function ExportMenu({ screen, query }: { screen: ScreenDefinition; query: ListQuery }) {
  const { t } = useLingui();
  const locale = useSchemaLocale();
  const alert = useAlert();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // File-type names, the same in every language but the one that says what it is for. The
  // SpreadsheetML .xls is named for the Excel that introduced it, the older of the two.
  const formatLabels: Record<ExportFormat, string> = {
    xlsx: "Excel (.xlsx)",
    xls: "Excel 2003 (.xls)",
    csv: "CSV (.csv)",
    "csv-excel": t`CSV untuk Excel (.csv)`,
    html: "HTML (.html)",
  };

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
  }, [open]);

  const run = async (format: ExportFormat) => {
    if (busy) return;
    setBusy(true);
    try {
      await downloadFile(
        `${screen.endpoint}/export`,
        exportSearchParams(screen, query, format),
        exportFileName(pickText(screen.title, locale), EXPORT_EXTENSIONS[format]),
      );
    } catch (error) {
      if (error instanceof HTTPError && error.response.status === 422) {
        alert(t`Data Kosong`, t`Tidak dapat mengeksport data kosong`, "warning");
      } else {
        alert("Error", serverMessage(error) ?? t`Data tidak dapat diekspor. Coba lagi.`);
      }
    } finally {
      setBusy(false);
    }
  };

  const closeMenu = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = {
      ArrowDown: (at + 1) % items.length,
      ArrowUp: (at - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in move) {
      event.preventDefault();
      items[move[event.key] ?? 0]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      closeMenu();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  return (
    <div className="split-button">
      <Button
        className="split-button__main"
        busy={busy}
        onClick={() => void run(MAIN_EXPORT_FORMAT)}
      >
        {busy ? t`Mengekspor…` : t`Export`}
      </Button>
      <button
        ref={toggleRef}
        type="button"
        className="button button--secondary split-button__toggle"
        aria-label={t`Pilih format export`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // Not `disabled`: the focus comes back here from the menu and must not drop to the page.
        aria-disabled={busy || undefined}
        onClick={() => setOpen((was) => !busy && !was)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="split-button__caret" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t`Format export`}
          className="menu"
          onKeyDown={onMenuKey}
          onBlur={(event) => {
            const next = event.relatedTarget;
            // To the toggle, its own click closes the menu.
            if (!event.currentTarget.contains(next) && next !== toggleRef.current) setOpen(false);
          }}
        >
          {EXPORT_FORMATS.map((format) => (
            <button
              key={format}
              type="button"
              role="menuitem"
              className="menu__item"
              tabIndex={-1}
              onClick={() => {
                closeMenu();
                void run(format);
              }}
            >
              {formatLabels[format]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
