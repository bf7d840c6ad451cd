/**
 * The list's export (admin-area §2 "Excel export button"): 'Export' downloads an Excel
 * workbook (.xlsx); the arrow beside it opens a small menu of every type, the spec's older
 * .xls among them. The file is the list as filtered, searched and sorted, every page of it,
 * under the server's file name.
 */

import { useLingui } from "@lingui/react/macro";
import { HTTPError } from "ky";
import { useState } from "react";
import type { ListQuery } from "../../../schema/api/crud";
import { exportFileName } from "../../../schema/api/export-file-name";
import { pickText } from "../../../schema/local-text";
import type { ScreenDefinition } from "../../../schema/overlay/screen-types";
import { serverMessage } from "../../api/http";
import { Button } from "../../ui/Button";
import { useAlert } from "../../ui/use-alert";
import { useMenu } from "../../ui/use-menu";
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
  const menu = useMenu({ disabled: busy });
  // File-type names, the same in every language but the one that says what it is for. The
  // SpreadsheetML .xls is named for the Excel that introduced it, the older of the two.
  const formatLabels: Record<ExportFormat, string> = {
    xlsx: "Excel (.xlsx)",
    xls: "Excel 2003 (.xls)",
    csv: "CSV (.csv)",
    "csv-excel": t`CSV untuk Excel (.csv)`,
    html: "HTML (.html)",
  };

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
        {...menu.toggleProps}
        type="button"
        className="button button--secondary split-button__toggle"
        aria-label={t`Pilih format export`}
      >
        <span className="split-button__caret" aria-hidden="true" />
      </button>
      {menu.open && (
        <div {...menu.menuProps} role="menu" aria-label={t`Format export`} className="menu">
          {EXPORT_FORMATS.map((format) => (
            <button
              key={format}
              type="button"
              role="menuitem"
              className="menu__item"
              tabIndex={-1}
              onClick={() => {
                menu.close();
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
