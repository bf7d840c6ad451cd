/**
 * One xlsx export of `argv[2]` generated employee rows, in a process of its own so its peak
 * resident memory is the export's: the writer fed batches of 2,000 as the route feeds it, its
 * file read out and counted as a download would be. Prints one JSON line: seconds, megabytes,
 * and the resident memory after each tenth of the rows, then the peak.
 *
 *   node --import tsx tests/bench/xlsx-export-run.ts 1000000
 */
import { readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import type { ExportCell } from "../../src/server/crud/export/sheet-writer";
import { xlsxWriter } from "../../src/server/crud/export/xlsx-writer";

const ROWS = Number(process.argv[2] ?? 1_000_000);
const BATCH = 2000;
const HEADERS = [
  "Kode Pekerja",
  "NIK",
  "Nama Lengkap",
  "Jenis Tenaga Kerja",
  "Proyek",
  "Tanggal Bergabung",
  "Jumlah Anak",
  "Diperbarui",
];

const megabytes = (field: string) =>
  Math.round(
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync("/proc/self/status", "utf8"))?.[1]) /
      102.4,
  ) / 10;

/** The n-th employee as the list shows it: every kind of cell the xlsx writes. */
function row(n: number): ExportCell[] {
  const day = `20${String(10 + (n % 16))}-${String(1 + (n % 12)).padStart(2, "0")}-${String(1 + (n % 28)).padStart(2, "0")}`;
  return [
    { text: `EMP-${String(n).padStart(7, "0")}` },
    { text: String(3471000000000000 + n) },
    { text: `Pekerja Nomor ${n}` },
    { text: n % 3 === 0 ? "Mandor" : "Pekerja" },
    { text: `Proyek ${n % 500}` },
    { text: day, date: "date" },
    { text: String(n % 4), number: n % 4 },
    { text: `${day} 08:30:00`, date: "datetime" },
  ];
}

const out = new PassThrough();
let bytes = 0;
out.on("data", (chunk: Buffer) => {
  bytes += chunk.length;
});
const started = performance.now();
const rssMb: number[] = [];
const file = await xlsxWriter.open(out, "Tenaga Kerja", HEADERS);
for (let first = 0; first < ROWS; first += BATCH) {
  const count = Math.min(BATCH, ROWS - first);
  await file.rows(Array.from({ length: count }, (_, i) => row(first + i)));
  if ((first + count) % (ROWS / 10) < BATCH) rssMb.push(megabytes("VmRSS"));
}
await file.end();
process.stdout.write(
  `${JSON.stringify({
    rows: ROWS,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    megabytes: Math.round(bytes / 2 ** 20),
    rssMbEachTenth: rssMb,
    peakRssMb: megabytes("VmHWM"),
  })}\n`,
);
