/**
 * A widget saved as a file, named as the list exports are (title and the day, admin-area §9):
 * its chart as PNG, on the card's white (a canvas is transparent where nothing is drawn), and
 * its figures as CSV, UTF-8 with a BOM so Excel reads the names right.
 */
import { exportFileName } from "../../schema/api/export-file-name";
import type { DashboardWidget } from "../../schema/dashboards/dashboard-types";
import { pickText, type SchemaLocale } from "../../schema/local-text";
import { saveBlob } from "../schema-form/transfer/download";
import type { ShownRow } from "./widget-rows";

/** The widget's rows × items as CSV; the CSV writer (papaparse) loads on the first export. */
export async function saveCsv(
  widget: DashboardWidget,
  rows: readonly ShownRow[],
  rowHeader: string,
  locale: SchemaLocale,
): Promise<void> {
  const { widgetCsv } = await import("./widget-csv");
  const csv = widgetCsv(widget, rows, rowHeader, locale);
  const title = pickText(widget.title, locale);
  saveBlob(
    new Blob([`\uFEFF${csv}`], { type: "text/csv;charset=utf-8" }),
    exportFileName(title, "csv"),
  );
}

/** The chart under its title, on white, at the canvas's own pixel density. */
export function savePng(chart: HTMLCanvasElement, title: string): Promise<void> {
  const scale = chart.width / (chart.clientWidth || chart.width);
  const header = Math.round(40 * scale);
  const sheet = document.createElement("canvas");
  sheet.width = chart.width;
  sheet.height = chart.height + header;
  const context = sheet.getContext("2d");
  if (context) {
    const style = getComputedStyle(chart);
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, sheet.width, sheet.height);
    context.fillStyle = style.getPropertyValue("--color-text").trim() || "#1b2330";
    context.font = `600 ${Math.round(16 * scale)}px ${style.fontFamily}`;
    context.textBaseline = "middle";
    context.fillText(title, Math.round(8 * scale), header / 2);
    context.drawImage(chart, 0, header);
  }
  return new Promise((resolve, reject) => {
    sheet.toBlob((blob) => {
      if (!blob) return reject(new Error("The chart could not be turned into a PNG"));
      saveBlob(blob, exportFileName(title, "png"));
      resolve();
    }, "image/png");
  });
}
