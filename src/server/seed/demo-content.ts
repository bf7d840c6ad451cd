/**
 * What the mobile apps show: home banners (one retired), two versions of the user agreement
 * (HTML, the older one superseded) and the QR card layouts used for printing.
 */
import { addDays } from "./random";
import { RowSet } from "./rows";

const BANNERS = [
  [
    "Utamakan Keselamatan: Wajib APD Lengkap",
    "banners/k3-apd-lengkap.jpg",
    "https://k3.mandor.test/apd",
  ],
  ["Bulan K3 Nasional", "banners/bulan-k3-nasional.jpg", "https://k3.mandor.test/bulan-k3"],
  ["Cek Kesehatan Gratis untuk Pekerja", "banners/cek-kesehatan.jpg", null],
  ["Presensi Kini Lebih Cepat dengan Kartu QR", "banners/presensi-qr.jpg", null],
  [
    "Lindungi Diri dengan BPJS Ketenagakerjaan",
    "banners/bpjs-ketenagakerjaan.jpg",
    "https://www.bpjsketenagakerjaan.go.id",
  ],
] as const;

const AGREEMENT = (version: string, extra: string) =>
  `
<h2>Syarat dan Ketentuan Penggunaan Aplikasi Mandor (versi ${version})</h2>
<p>Dengan menggunakan aplikasi ini, Anda menyetujui ketentuan berikut.</p>
<ol>
  <li>Akun bersifat pribadi dan tidak boleh dipinjamkan kepada orang lain.</li>
  <li>Data tenaga kerja yang Anda masukkan harus benar dan sesuai dokumen asli (KTP, KK, BPJS).</li>
  <li>Presensi hanya dilakukan di lokasi proyek, dalam radius yang ditetapkan.</li>
  <li>Data pribadi diproses sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.</li>
  ${extra}
</ol>
<p>Pertanyaan dapat disampaikan kepada admin departemen Anda.</p>`.trim();

export function buildContent(today: string): RowSet[] {
  const banners = new RowSet("config_banners", [
    "title",
    "image",
    "link_url",
    "sort_order",
    "start_date",
    "end_date",
    "active",
  ]);
  BANNERS.forEach(([title, image, link], index) => {
    const retired = index === BANNERS.length - 1;
    banners.add([
      title,
      image,
      link,
      (index + 1) * 10,
      addDays(today, retired ? -120 : -20 + index * 3),
      addDays(today, retired ? -30 : 60 + index * 15),
      retired ? 0 : 1,
    ]);
  });

  const agreements = new RowSet("config_user_agreements", [
    "version",
    "title",
    "content",
    "published_at",
    "active",
  ]);
  agreements.add(
    [
      "1.0",
      "Syarat dan Ketentuan",
      AGREEMENT("1.0", ""),
      `${addDays(today, -400)}T09:00:00+07:00`,
      0,
    ],
    [
      "1.1",
      "Syarat dan Ketentuan",
      AGREEMENT(
        "1.1",
        "<li>Foto presensi disimpan paling lama 1 (satu) tahun untuk keperluan audit.</li>",
      ),
      `${addDays(today, -60)}T09:00:00+07:00`,
      1,
    ],
  );

  const layouts = new RowSet("qr_print_settings", [
    "setting_name",
    "card_width_mm",
    "card_height_mm",
    "columns_per_page",
    "rows_per_page",
    "logo",
    "fields_shown",
  ]);
  layouts.add(
    [
      "Kartu ID Standar (CR80)",
      "85.60",
      "53.98",
      2,
      5,
      "logos/mandor.png",
      JSON.stringify(["fullname", "nik", "job_position", "project_id", "qr_card_number"]),
    ],
    [
      "Label Helm A4 3×8",
      "63.50",
      "33.90",
      3,
      8,
      null,
      JSON.stringify(["fullname", "qr_card_number"]),
    ],
  );
  return [banners, agreements, layouts];
}
