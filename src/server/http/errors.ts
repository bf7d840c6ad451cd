/**
 * Every error the API can answer, in one table: code, HTTP status and the message in id and
 * en. Messages say what went wrong and how to put it right.
 */
import { format, type Locale } from "./locale";

export const ERRORS = {
  NOT_FOUND: {
    status: 404,
    id: "Alamat {path} tidak ditemukan. Periksa kembali alamat yang dipanggil.",
    en: "Nothing is served at {path}. Check the address you called.",
  },
  MODEL_NOT_FOUND: {
    status: 404,
    id: 'Model "{model}" tidak ditemukan. Gunakan nama tabel, misalnya "employees".',
    en: 'Model "{model}" does not exist. Use a table name such as "employees".',
  },
  UNAUTHENTICATED: {
    status: 401,
    id: "Sesi Anda tidak valid atau telah berakhir. Silakan masuk kembali.",
    en: "Your session is missing or has ended. Please sign in again.",
  },
  FORBIDDEN: {
    status: 403,
    id: "Anda tidak memiliki izin untuk tindakan ini ({permission}). Hubungi admin untuk meminta akses.",
    en: "You do not have permission for this ({permission}). Ask an admin for access.",
  },
  BAD_REQUEST: {
    status: 400,
    id: "Permintaan tidak valid: {detail}",
    en: "The request is not valid: {detail}",
  },
  INVALID_JSON: {
    status: 400,
    id: "Isi permintaan bukan JSON yang valid. Kirim JSON dengan Content-Type application/json.",
    en: "The request body is not valid JSON. Send JSON with Content-Type application/json.",
  },
  BODY_TOO_LARGE: {
    status: 413,
    id: "Isi permintaan terlalu besar (maksimal {limit} byte).",
    en: "The request body is too large (at most {limit} bytes).",
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    id: "Jenis isi {type} tidak didukung. Kirim application/json.",
    en: "Content type {type} is not supported. Send application/json.",
  },
  URI_TOO_LONG: {
    status: 414,
    id: "Alamat terlalu panjang. Periksa kembali alamat yang dipanggil.",
    en: "The address is too long. Check the address you called.",
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    id: "Metode {method} tidak diizinkan untuk alamat ini.",
    en: "Method {method} is not allowed at this address.",
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    id: "Terlalu banyak permintaan. Coba lagi dalam {seconds} detik.",
    en: "Too many requests. Try again in {seconds} seconds.",
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    id: "Basis data tidak dapat dihubungi. Coba lagi sebentar lagi.",
    en: "The database cannot be reached. Try again shortly.",
  },
  INTERNAL: {
    status: 500,
    id: "Terjadi kesalahan di server. Coba lagi; jika berulang, hubungi admin dengan kode {requestId}.",
    en: "Something went wrong on the server. Try again; if it persists, give the admin code {requestId}.",
  },
} as const satisfies Record<string, { status: number } & Record<Locale, string>>;

export type ErrorCode = keyof typeof ERRORS;
export type ErrorParams = Record<string, string | number>;

/** An expected failure: answered as `{ code, message, errors? }` with the table's status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    readonly errors?: Record<string, string[]>,
  ) {
    super(format(ERRORS[code].en, params));
    this.name = "AppError";
  }

  get status(): number {
    return ERRORS[this.code].status;
  }
}

export function errorMessage(code: ErrorCode, locale: Locale, params: ErrorParams = {}): string {
  return format(ERRORS[code][locale], params);
}
