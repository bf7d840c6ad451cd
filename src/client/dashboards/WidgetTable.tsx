/**
 * A widget's figures as a table: the alternative of its chart. Shown when the reader asks for
 * the table (or when there is no chart to draw); otherwise kept visually hidden, so a screen
 * reader always finds the figures the chart draws, in the same order.
 */
import { useLingui } from "@lingui/react/macro";
import type { TableView } from "./widget-table";

export function WidgetTable({
  table,
  caption,
  hidden = false,
}: {
  table: TableView;
  caption: string;
  hidden?: boolean;
}) {
  const { t } = useLingui();
  const content = (
    <table className="table widget-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{table.rowHeader}</th>
          {table.columns.map((column) => (
            <th key={column.id} scope="col" className="widget-table__number">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {row.cells.map((cell, index) => (
              <td key={table.columns[index]?.id ?? index} className="widget-table__number">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (hidden) return <div className="visually-hidden">{content}</div>;
  // A long table scrolls inside the widget; the region takes focus so the keys scroll it.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="widget-table__scroll" aria-label={t`Tabel ${caption}`} tabIndex={0}>
      {content}
    </section>
  );
}
