/**
 * The print settings (`qr_print_settings`, edited on their own overlay screen) as the card
 * page uses them: numbers as numbers, the fields as a list, the logo as its signed URL.
 */
import useSWR from "swr";
import type { PrintLayout } from "../../schema/cards/qr-cards";
import { http } from "../api/http";

export const SETTINGS_ENDPOINT = "qr-print-settings";

export interface PrintSetting extends PrintLayout {
  id: number;
  setting_name: string;
  fields_shown: string[];
  logoUrl: string | null;
}

type Row = Record<string, unknown> & { $files?: Record<string, string> };

export function toPrintSetting(row: Row): PrintSetting {
  const fields = Array.isArray(row.fields_shown) ? row.fields_shown.map(String) : [];
  return {
    id: Number(row.id),
    setting_name: String(row.setting_name ?? ""),
    card_width_mm: Number(row.card_width_mm),
    card_height_mm: Number(row.card_height_mm),
    columns_per_page: Number(row.columns_per_page),
    rows_per_page: Number(row.rows_per_page),
    fields_shown: fields,
    logoUrl: row.$files?.logo ?? null,
  };
}

export function usePrintSettings() {
  return useSWR(["qr-print-settings"], async () => {
    const answer = await http
      .get(`${SETTINGS_ENDPOINT}/list`, { searchParams: { limit: 100, active: 1 } })
      .json<{ data: Row[] }>();
    return answer.data.map(toPrintSetting);
  });
}
