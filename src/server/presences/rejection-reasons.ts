/**
 * Why the intake refuses a record: code → text in Indonesian (kept in raw_presences.error,
 * which the raw recap shows) and English (answered to an English-speaking sender).
 */
import { messageTable } from "../../schema/message-table";

export const REJECTION_REASONS = {
  card_missing: {
    id: "Nomor kartu QR kosong",
    en: "The QR card number is empty",
  },
  time_invalid: {
    id: "Waktu scan (scanned_at) kosong atau tidak valid",
    en: "The scan time (scanned_at) is empty or not a valid date-time",
  },
  time_in_future: {
    id: "Waktu scan berada di masa depan",
    en: "The scan time is in the future",
  },
  device_without_project: {
    id: "Perangkat tidak terdaftar pada proyek",
    en: "The device is not assigned to a project",
  },
  project_missing: {
    id: "Proyek tidak ditemukan",
    en: "The project does not exist",
  },
  unknown_card: {
    id: "Kartu QR tidak dikenal",
    en: "Unknown QR card",
  },
  not_on_project: {
    id: "Kartu QR tidak terdaftar pada proyek ini",
    en: "The QR card is not registered on this project",
  },
  blacklisted: {
    id: "Tenaga kerja masuk daftar hitam: {reason}",
    en: "The worker is blacklisted: {reason}",
  },
} as const satisfies Record<string, { id: string; en: string }>;

export type RejectionCode = keyof typeof REJECTION_REASONS;

export interface Rejection {
  code: RejectionCode;
  params?: Record<string, string>;
}

const reasonText = messageTable(REJECTION_REASONS);

export function rejectionText(rejection: Rejection, locale: "id" | "en"): string {
  return reasonText(rejection.code, locale, rejection.params);
}
