/**
 * An XLSX file's first sheet as a table, read in the browser (read-excel-file, loaded with
 * this module only when a preview asks for it). Long sheets show their first rows with a
 * note saying how many there are; the download has the rest.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { readSheet } from "read-excel-file/browser";
import useSWR from "swr";
import { Skeleton } from "../../../ui/Skeleton";

/** Rows shown at most: enough to recognise a sheet, few enough to draw at once. */
export const SHEET_PREVIEW_ROWS = 200;

type Cell = string | number | boolean | Date | null;

async function loadSheet(url: string): Promise<Cell[][]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await readSheet(await response.arrayBuffer())) as Cell[][];
}

function cellText(cell: Cell, locale: string): string {
  if (cell === null) return "";
  if (cell instanceof Date) return cell.toLocaleDateString(locale);
  if (typeof cell === "number") return cell.toLocaleString(locale);
  return String(cell);
}

export default function SheetPreview({ url, name }: { url: string; name: string }) {
  const { t, i18n } = useLingui();
  const { data: rows, error } = useSWR(["sheet-preview", url], () => loadSheet(url), {
    revalidateOnFocus: false,
  });
  if (error) {
    return (
      <p className="sheet-preview__note" role="alert">
        {t`Isi file ${name} tidak dapat dibaca. Unduh file untuk membukanya.`}
      </p>
    );
  }
  if (!rows) return <Skeleton height="12rem" />;
  if (rows.length === 0) return <p>{t`Lembar pertama file ini kosong.`}</p>;
  const shown = rows.slice(0, SHEET_PREVIEW_ROWS);
  const total = rows.length;
  const limit = SHEET_PREVIEW_ROWS;
  return (
    <div className="sheet-preview">
      {total > limit && (
        <p className="sheet-preview__note" role="note">
          <Trans>
            Menampilkan {limit} baris pertama dari {total}. Unduh file untuk melihat semuanya.
          </Trans>
        </p>
      )}
      <div className="sheet-preview__scroll">
        <table className="sheet-preview__table">
          <caption className="visually-hidden">{t`Lembar pertama ${name}`}</caption>
          <tbody>
            {shown.map((row, rowIndex) => (
              // Rows of a sheet have no identity but their position.
              // biome-ignore lint/suspicious/noArrayIndexKey: a sheet row is its position
              <tr key={rowIndex}>
                <th scope="row">{rowIndex + 1}</th>
                {row.map((cell, cellIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column
                  <td key={cellIndex}>{cellText(cell, i18n.locale)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
