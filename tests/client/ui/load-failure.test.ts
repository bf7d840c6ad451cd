/** What a failed call shows, by its status, code and message (table-driven). */
import { describe, expect, it } from "vitest";
import {
  type FailedCall,
  type FailureSubject,
  failureView,
} from "../../../src/client/ui/load-failure";

const CASES: Array<{
  call: FailedCall;
  subject: FailureSubject;
  kind: string;
  title: string | undefined;
  text: string;
  action: "retry" | "back";
}> = [
  {
    call: { status: 404, code: "SCHEMA_NOT_FOUND", message: 'Layar "alat" tidak ditemukan.' },
    subject: "screen",
    kind: "missing",
    title: "Layar ini belum dikonfigurasi",
    text: 'Layar "alat" tidak ditemukan.',
    action: "back",
  },
  {
    call: { status: 404 },
    subject: "record",
    kind: "missing",
    title: "Data tidak ditemukan",
    text: "Yang Anda buka tidak ada atau sudah dihapus.",
    action: "back",
  },
  {
    call: { status: 403, code: "RECORD_OUT_OF_SCOPE", message: "Di luar departemen Anda." },
    subject: "record",
    kind: "out-of-scope",
    title: "Data ini milik departemen atau proyek lain",
    text: "Di luar departemen Anda.",
    action: "back",
  },
  {
    call: { status: 403, code: "FORBIDDEN", message: "Perlu izin read-employee." },
    subject: "screen",
    kind: "forbidden",
    title: "Anda tidak memiliki izin membuka layar ini",
    text: "Perlu izin read-employee.",
    action: "back",
  },
  {
    call: { status: 403, code: "FORBIDDEN" },
    subject: "list",
    kind: "forbidden",
    title: "Anda tidak memiliki izin melihat daftar ini",
    text: "Hubungi admin bila Anda memerlukan akses.",
    action: "back",
  },
  {
    call: { status: 500, message: "Basis data tidak dapat dihubungi." },
    subject: "record",
    kind: "unavailable",
    title: undefined,
    text: "Basis data tidak dapat dihubungi.",
    action: "retry",
  },
  {
    call: { status: 503 },
    subject: "list",
    kind: "unavailable",
    title: undefined,
    text: "Periksa koneksi jaringan Anda, lalu coba lagi.",
    action: "retry",
  },
  {
    call: {},
    subject: "screen",
    kind: "unavailable",
    title: undefined,
    text: "Periksa koneksi jaringan Anda, lalu coba lagi.",
    action: "retry",
  },
  {
    call: { status: 429, message: "Terlalu banyak permintaan." },
    subject: "data",
    kind: "unavailable",
    title: undefined,
    text: "Terlalu banyak permintaan.",
    action: "retry",
  },
  {
    call: { status: 422, message: "Kolom urut tidak dikenal." },
    subject: "list",
    kind: "refused",
    title: undefined,
    text: "Kolom urut tidak dikenal.",
    action: "back",
  },
  {
    call: { status: 403, code: "RECORD_OUT_OF_SCOPE" },
    subject: "screen",
    kind: "out-of-scope",
    title: undefined,
    text: "Hanya pengguna departemen atau proyek pemiliknya yang dapat membukanya.",
    action: "back",
  },
];

/** A descriptor's source text: the Indonesian message as written in the code. */
const source = (text: string | { message?: string; id: string }) =>
  typeof text === "string" ? text : (text.message ?? text.id);

describe("failureView", () => {
  it.each(CASES)("$call.status $call.code on a $subject is $kind", (row) => {
    const view = failureView(row.call, row.subject);
    expect(view.kind).toBe(row.kind);
    expect(view.title && source(view.title)).toBe(row.title);
    expect(source(view.text)).toBe(row.text);
    expect(view.action).toBe(row.action);
  });
});
