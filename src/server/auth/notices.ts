/** The success messages auth answers with (`{ message }`), in id and en, in one table. */

import { messageTable } from "../../schema/message-table";
import type { Locale } from "../http/locale";

export const NOTICES = {
  registered: {
    id: "Pendaftaran terkirim. Periksa e-mail Anda dan buka tautan verifikasi di dalamnya.",
    en: "Registration sent. Check your e-mail and open the verification link in it.",
  },
  verification_resent: {
    id: "Jika akun ini menunggu verifikasi, tautan baru telah dikirim ke e-mailnya.",
    en: "If this account is waiting for verification, a new link has been sent to its e-mail.",
  },
  email_verified: {
    id: "E-mail berhasil diverifikasi. Akun Anda kini menunggu persetujuan admin departemen.",
    en: "E-mail verified. Your account is now waiting for the department admin's approval.",
  },
  reset_sent: {
    id: "Jika e-mail tersebut terdaftar, tautan untuk mengatur ulang kata sandi telah dikirim. Periksa kotak masuk Anda.",
    en: "If that e-mail is registered, a link to reset the password has been sent. Check your inbox.",
  },
  password_changed: {
    id: "Password Berhasil diperbarui",
    en: "Password updated successfully",
  },
  role_chosen: {
    id: "Role tersimpan. Akun Anda menunggu persetujuan admin departemen.",
    en: "Role saved. Your account is waiting for the department admin's approval.",
  },
  signed_out: { id: "Anda telah keluar.", en: "You have signed out." },
  approved: { id: "Akun {name} disetujui.", en: "The account of {name} is approved." },
  rejected: { id: "Akun {name} ditolak.", en: "The account of {name} is rejected." },
} as const satisfies Record<string, Record<Locale, string>>;

const noticeText = messageTable(NOTICES);

export function notice(
  key: keyof typeof NOTICES,
  locale: Locale,
  params: Record<string, string> = {},
): { message: string } {
  return { message: noticeText(key, locale, params) };
}
