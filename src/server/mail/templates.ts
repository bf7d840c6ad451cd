/**
 * Every e-mail Mandor sends, in both languages, in one table: subject, paragraphs and the
 * button's label. `renderMail` fills in the values (escaped for HTML) and gives the plain
 * text and the HTML version of one message, in the recipient's language.
 */

import { fillTemplate } from "../../schema/local-text";
import type { Locale } from "../http/locale";

interface Template {
  subject: string;
  paragraphs: readonly string[];
  action?: string;
}

const GREETING: Record<Locale, string> = { id: "Halo {name},", en: "Hello {name}," };
const LINK_HINT: Record<Locale, string> = {
  id: "Jika tombol tidak berfungsi, salin tautan ini ke browser Anda:",
  en: "If the button does not work, copy this link into your browser:",
};
const SIGNATURE: Record<Locale, string> = {
  id: "Salam,\nTim {app}",
  en: "Regards,\nThe {app} team",
};

export const MAIL_TEMPLATES = {
  verify_email: {
    id: {
      subject: "Verifikasi e-mail akun {app} Anda",
      paragraphs: [
        "Terima kasih telah mendaftar di {app}. Buka tautan di bawah untuk memverifikasi e-mail Anda; setelah itu admin departemen akan memeriksa pendaftaran Anda.",
        "Tautan ini berlaku 7 hari dan hanya dapat dipakai sekali.",
      ],
      action: "Verifikasi e-mail",
    },
    en: {
      subject: "Verify the e-mail of your {app} account",
      paragraphs: [
        "Thank you for registering with {app}. Open the link below to verify your e-mail; the department admin will then review your registration.",
        "The link is valid for 7 days and works once.",
      ],
      action: "Verify e-mail",
    },
  },
  reset_password: {
    id: {
      subject: "Atur ulang kata sandi {app}",
      paragraphs: [
        "Kami menerima permintaan untuk mengatur ulang kata sandi akun {app} Anda.",
        "Tautan ini berlaku 48 jam dan hanya dapat dipakai sekali. Jika Anda tidak memintanya, abaikan e-mail ini; kata sandi Anda tidak berubah.",
      ],
      action: "Atur ulang kata sandi",
    },
    en: {
      subject: "Reset your {app} password",
      paragraphs: [
        "We received a request to reset the password of your {app} account.",
        "The link is valid for 48 hours and works once. If you did not ask for it, ignore this e-mail; your password stays as it is.",
      ],
      action: "Reset password",
    },
  },
  account_approved: {
    id: {
      subject: "Akun {app} Anda telah disetujui",
      paragraphs: [
        "Admin departemen telah menyetujui akun Anda. Sekarang Anda dapat masuk ke {app}.",
      ],
      action: "Masuk",
    },
    en: {
      subject: "Your {app} account has been approved",
      paragraphs: ["The department admin has approved your account. You can now sign in to {app}."],
      action: "Sign in",
    },
  },
  account_rejected: {
    id: {
      subject: "Pendaftaran akun {app} Anda ditolak",
      paragraphs: [
        "Admin departemen tidak menyetujui pendaftaran akun Anda.",
        "Alasan: {reason}",
        "Jika menurut Anda ini keliru, hubungi admin departemen Anda.",
      ],
    },
    en: {
      subject: "Your {app} registration was rejected",
      paragraphs: [
        "The department admin did not approve your registration.",
        "Reason: {reason}",
        "If you think this is a mistake, contact your department admin.",
      ],
    },
  },
  already_registered: {
    id: {
      subject: "Percobaan pendaftaran dengan e-mail Anda",
      paragraphs: [
        "Seseorang mencoba mendaftar di {app} dengan alamat e-mail ini, yang sudah memiliki akun.",
        "Jika itu Anda, masuklah dengan akun yang ada atau atur ulang kata sandi dari halaman masuk. Jika bukan, abaikan e-mail ini.",
      ],
      action: "Buka halaman masuk",
    },
    en: {
      subject: "A registration attempt with your e-mail",
      paragraphs: [
        "Someone tried to register with {app} using this e-mail address, which already has an account.",
        "If it was you, sign in with your account or reset your password on the sign-in page. If not, ignore this e-mail.",
      ],
      action: "Open the sign-in page",
    },
  },
  account_deactivated: {
    id: {
      subject: "Akun {app} Anda dinonaktifkan",
      paragraphs: [
        "Admin telah menonaktifkan akun {app} Anda; Anda tidak dapat masuk lagi sampai akun diaktifkan kembali.",
        "Alasan: {reason}",
      ],
    },
    en: {
      subject: "Your {app} account has been deactivated",
      paragraphs: [
        "An admin has deactivated your {app} account; you cannot sign in until it is reactivated.",
        "Reason: {reason}",
      ],
    },
  },
  account_reactivated: {
    id: {
      subject: "Akun {app} Anda diaktifkan kembali",
      paragraphs: [
        "Admin telah mengaktifkan kembali akun Anda. Sekarang Anda dapat masuk ke {app}.",
      ],
      action: "Masuk",
    },
    en: {
      subject: "Your {app} account has been reactivated",
      paragraphs: ["An admin has reactivated your account. You can now sign in to {app}."],
      action: "Sign in",
    },
  },
  account_waiting: {
    id: {
      subject: "Akun baru menunggu persetujuan: {applicant}",
      paragraphs: [
        "{applicant} telah memverifikasi e-mailnya dan menunggu persetujuan Anda sebagai admin departemen.",
      ],
      action: "Buka Verifikasi Pengguna",
    },
    en: {
      subject: "A new account is waiting for approval: {applicant}",
      paragraphs: [
        "{applicant} has verified their e-mail and is waiting for your approval as department admin.",
      ],
      action: "Open User Verification",
    },
  },
} as const satisfies Record<string, Record<Locale, Template>>;

export type MailKind = keyof typeof MAIL_TEMPLATES;

export interface MailValues {
  app: string;
  name: string;
  link?: string;
  /** Rejections only; without one, the paragraph that would name it is left out. */
  reason?: string;
  /** The account an admin is told about (account_waiting). */
  applicant?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function renderMail(kind: MailKind, locale: Locale, values: MailValues): RenderedMail {
  const template: Template = MAIL_TEMPLATES[kind][locale];
  const params = {
    app: values.app,
    name: values.name,
    reason: values.reason ?? "",
    applicant: values.applicant ?? "",
  };
  const paragraphs = template.paragraphs
    .filter((paragraph) => values.reason || !paragraph.includes("{reason}"))
    .map((paragraph) => fillTemplate(paragraph, params));
  const greeting = fillTemplate(GREETING[locale], params);
  const signature = fillTemplate(SIGNATURE[locale], params);
  const { link } = values;

  const text = [
    greeting,
    ...paragraphs,
    ...(link && template.action ? [`${template.action}: ${link}`] : []),
    signature,
  ].join("\n\n");

  const button =
    link && template.action
      ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1f5fbf;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(template.action)}</a></p>
<p style="color:#5b6678;font-size:13px">${escapeHtml(LINK_HINT[locale])}<br><a href="${escapeHtml(link)}" style="color:#1f5fbf;word-break:break-all">${escapeHtml(link)}</a></p>`
      : "";
  const html = `<!doctype html>
<html lang="${locale}"><body style="margin:0;padding:24px;background:#f3f5f8;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1b2330">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #dfe3ea;border-radius:10px;padding:24px">
<p style="font-weight:700;font-size:18px;margin-top:0">${escapeHtml(values.app)}</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
${button}
<p>${escapeHtml(signature).replace("\n", "<br>")}</p>
</div></body></html>`;

  return { subject: fillTemplate(template.subject, params), text, html };
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
