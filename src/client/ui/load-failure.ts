/**
 * What a failed call means to the user, by its status: 404 says what is missing and leads
 * back, 403 says the thing belongs to another department or needs a permission and leads
 * back, a server fault (5xx), a timeout or no answer at all offers to try again. The server's
 * own message is shown whenever it sent one; it says more than any generic text could.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** A failed call as the client saw it: no status when no answer arrived at all. */
export interface FailedCall {
  status?: number;
  /** The server's error code (`RECORD_OUT_OF_SCOPE`, …), if it answered with one. */
  code?: string;
  /** The server's localised message, if it answered with one. */
  message?: string;
}

export type FailureKind = "missing" | "out-of-scope" | "forbidden" | "unavailable" | "refused";

/** What was being loaded: it names what is missing or whose it is. */
export type FailureSubject = "screen" | "record" | "list" | "data";

export interface FailureView {
  kind: FailureKind;
  /** The title, or undefined for the caller's own ("… tidak dapat dimuat"). */
  title?: MessageDescriptor;
  /** The server's message, else the kind's advice. */
  text: string | MessageDescriptor;
  /** A retry can help only when the fault was the connection's or the server's. */
  action: "retry" | "back";
}

/** Statuses a second try may cure: time-outs, rate limits and server faults. */
const TRANSIENT = new Set([408, 425, 429]);

export function failureKind({ status, code }: FailedCall): FailureKind {
  if (status === undefined || status >= 500 || TRANSIENT.has(status)) return "unavailable";
  if (status === 404) return "missing";
  if (status === 403) return code === "RECORD_OUT_OF_SCOPE" ? "out-of-scope" : "forbidden";
  return "refused";
}

type Titles = Partial<Record<FailureKind, MessageDescriptor>>;

const RECORD_TITLES: Titles = {
  missing: msg`Data tidak ditemukan`,
  "out-of-scope": msg`Data ini milik departemen atau proyek lain`,
  forbidden: msg`Anda tidak memiliki izin membuka data ini`,
};

const TITLES: Record<FailureSubject, Titles> = {
  screen: {
    missing: msg`Layar ini belum dikonfigurasi`,
    forbidden: msg`Anda tidak memiliki izin membuka layar ini`,
  },
  record: RECORD_TITLES,
  list: {
    missing: msg`Daftar data tidak ditemukan`,
    forbidden: msg`Anda tidak memiliki izin melihat daftar ini`,
  },
  data: { ...RECORD_TITLES, forbidden: msg`Anda tidak memiliki izin melihat data ini` },
};

const ADVICE: Record<FailureKind, MessageDescriptor> = {
  missing: msg`Yang Anda buka tidak ada atau sudah dihapus.`,
  "out-of-scope": msg`Hanya pengguna departemen atau proyek pemiliknya yang dapat membukanya.`,
  forbidden: msg`Hubungi admin bila Anda memerlukan akses.`,
  unavailable: msg`Periksa koneksi jaringan Anda, lalu coba lagi.`,
  refused: msg`Permintaan ini ditolak server.`,
};

export function failureView(call: FailedCall, subject: FailureSubject = "data"): FailureView {
  const kind = failureKind(call);
  const title = TITLES[subject][kind];
  return {
    kind,
    ...(title ? { title } : {}),
    text: call.message || ADVICE[kind],
    action: kind === "unavailable" ? "retry" : "back",
  };
}
