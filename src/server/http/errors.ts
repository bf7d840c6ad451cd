/**
 * Every error the API can answer, in one table: code, HTTP status and the message in id and
 * en. Messages say what went wrong and how to put it right.
 */

import { messageTable } from "../../schema/message-table";
import { businessClock } from "../../schema/validation/periods";
import type { Locale } from "./locale";

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
  INVALID_VALUE: {
    status: 400,
    id: "Isian {field} memuat nilai yang tidak diizinkan (karakter NUL, karakter Unicode yang tidak utuh, atau angka tak hingga). Perbaiki isian itu, lalu kirim lagi.",
    en: "The field {field} holds a value that is not allowed (a NUL character, a broken Unicode character or an infinite number). Correct it and send again.",
  },
  VALUE_TOO_DEEP: {
    status: 400,
    id: "Isian {field} bersarang terlalu dalam (paling banyak {max} tingkat). Kirim data yang lebih sederhana.",
    en: "The field {field} is nested too deeply (at most {max} levels). Send simpler data.",
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
    id: "Terlalu banyak permintaan. Coba lagi dalam {seconds} detik (pukul {until} WIB).",
    en: "Too many requests. Try again in {seconds} seconds (at {until} Jakarta time).",
  },
  INVALID_INPUT: {
    status: 400,
    id: "Ada isian yang belum benar. Perbaiki isian yang ditandai, lalu kirim lagi.",
    en: "Some fields are not right. Correct the marked fields, then send again.",
  },
  INVALID_CREDENTIALS: {
    status: 400,
    id: "Username/e-mail atau kata sandi salah. Periksa kembali, lalu coba lagi.",
    en: "The username/e-mail or the password is wrong. Check them, then try again.",
  },
  ACCOUNT_EMAIL_UNVERIFIED: {
    status: 403,
    id: "E-mail Anda belum diverifikasi. Buka tautan di e-mail pendaftaran, atau kirim ulang tautannya.",
    en: "Your e-mail is not verified yet. Open the link in the registration e-mail, or send it again.",
  },
  ACCOUNT_PENDING_APPROVAL: {
    status: 403,
    id: "Akun Anda menunggu persetujuan admin departemen.",
    en: "Your account is waiting for the department admin's approval.",
  },
  ACCOUNT_WITHOUT_ROLE: {
    status: 403,
    id: "Akun Anda belum memiliki role. Pilih role dan atur kata sandi untuk melanjutkan.",
    en: "Your account has no role yet. Choose a role and set a password to continue.",
  },
  ACCOUNT_REJECTED: {
    status: 403,
    id: "Pendaftaran akun Anda ditolak. Hubungi admin departemen Anda.",
    en: "Your registration was rejected. Contact your department admin.",
  },
  ACCOUNT_INACTIVE: {
    status: 403,
    id: "Akun Anda tidak aktif. Hubungi admin untuk mengaktifkannya kembali.",
    en: "Your account is inactive. Ask an admin to activate it again.",
  },
  APP_CODE_MISMATCH: {
    status: 400,
    id: "Kode aplikasi tidak sesuai. Muat ulang halaman, lalu coba lagi.",
    en: "The app code does not match. Reload the page, then try again.",
  },
  USERNAME_TAKEN: {
    status: 409,
    id: "Username sudah terdaftar, gunakan username lain",
    en: "This username is already registered, use another username",
  },
  VERIFY_CODE_INVALID: {
    status: 400,
    id: "Tautan verifikasi tidak valid, sudah dipakai, atau kedaluwarsa. Masuk untuk mengirim ulang tautan.",
    en: "The verification link is not valid, already used or expired. Sign in to have it sent again.",
  },
  RESET_CODE_INVALID: {
    status: 400,
    id: "Tautan atur ulang kata sandi tidak valid, sudah dipakai, atau kedaluwarsa. Minta tautan baru dari halaman masuk.",
    en: "The password reset link is not valid, already used or expired. Ask for a new one on the sign-in page.",
  },
  ROLE_TICKET_INVALID: {
    status: 400,
    id: "Waktu untuk memilih role sudah habis. Masuk kembali untuk melanjutkan.",
    en: "The time to choose a role has run out. Sign in again to continue.",
  },
  REGISTRATION_DISABLED: {
    status: 403,
    id: "Pendaftaran mandiri tidak diaktifkan. Hubungi admin untuk dibuatkan akun.",
    en: "Self-registration is switched off. Ask an admin to create your account.",
  },
  PASSWORD_RESET_DISABLED: {
    status: 403,
    id: "Atur ulang kata sandi tidak diaktifkan. Hubungi admin untuk mengganti kata sandi.",
    en: "Password reset is switched off. Ask an admin to change your password.",
  },
  SSO_NOT_CONFIGURED: {
    status: 404,
    id: "Masuk dengan SSO belum diatur di server ini.",
    en: "Single sign-on is not set up on this server.",
  },
  SSO_TOKEN_INVALID: {
    status: 400,
    id: "Token SSO tidak valid atau sudah kedaluwarsa. Masuk kembali melalui SSO.",
    en: "The SSO token is not valid or has expired. Sign in through SSO again.",
  },
  SSO_USER_UNKNOWN: {
    status: 403,
    id: "Akun SSO ini belum terdaftar atau tidak aktif di aplikasi. Hubungi admin.",
    en: "This SSO account is not registered or not active in the app. Contact an admin.",
  },
  USER_NOT_FOUND: {
    status: 404,
    id: "Pengguna {id} tidak ditemukan di departemen yang Anda kelola.",
    en: "User {id} was not found in the departments you administer.",
  },
  ACCOUNT_NOT_PENDING: {
    status: 409,
    id: "Akun ini tidak sedang menunggu persetujuan; mungkin sudah diproses admin lain. Muat ulang daftar.",
    en: "This account is not waiting for approval; another admin may have handled it. Reload the list.",
  },
  SCHEMA_NOT_FOUND: {
    status: 404,
    id: 'Layar "{id}" tidak ditemukan atau belum pernah valid. Periksa schemas/{id}.json di Pratinjau Skema.',
    en: 'Screen "{id}" does not exist or was never valid. Check schemas/{id}.json in the Schema Preview.',
  },
  SCHEMA_OUTDATED: {
    status: 409,
    id: 'Layar "{id}" baru saja diubah. Muat ulang halaman untuk memakai versi terbaru.',
    en: 'Screen "{id}" has just changed. Reload the page to use the newest version.',
  },
  RECORD_NOT_FOUND: {
    status: 404,
    id: "Data {title} dengan id {id} tidak ditemukan. Mungkin sudah dihapus; kembali ke daftar.",
    en: "{title} record {id} does not exist. It may have been deleted; go back to the list.",
  },
  RECORD_CHANGED: {
    status: 409,
    id: "Data {title} ini telah diubah oleh pengguna lain sejak Anda membukanya. Muat ulang untuk melihat perubahan, atau simpan lagi untuk menimpanya.",
    en: "This {title} record was changed by someone else since you opened it. Reload to see the changes, or save again to overwrite them.",
  },
  RECORD_DELETED_MEANWHILE: {
    status: 409,
    id: "Data {title} ini telah dihapus oleh pengguna lain sejak Anda membukanya.",
    en: "This {title} record was deleted by someone else since you opened it.",
  },
  VERSION_REQUIRED: {
    status: 400,
    id: "Sertakan updated_at dari data yang Anda baca, agar perubahan pengguna lain tidak tertimpa tanpa sengaja.",
    en: "Send the updated_at of the record you read, so that nobody else's change is overwritten by accident.",
  },
  RECORD_IN_USE: {
    status: 409,
    id: "Data masih dipakai di {reason}, sehingga data {title} ini tidak dapat dihapus. Ubah dulu data yang memakainya, atau nonaktifkan data ini bila tidak dipakai lagi.",
    en: "The data is still used in {reason}, so this {title} record cannot be deleted. Change the records that use it first, or deactivate this record if it is no longer needed.",
  },
  RECORD_OUT_OF_SCOPE: {
    status: 403,
    id: "Data {title} ini berada di luar departemen dan proyek yang Anda kelola.",
    en: "This {title} record is outside the departments and projects you manage.",
  },
  COMPANY_WIDE_RECORD: {
    status: 403,
    id: "Data {title} berlaku untuk seluruh perusahaan: hanya pengguna yang menjangkau seluruh perusahaan yang dapat mengubahnya.",
    en: "{title} records serve the whole company: only users whose reach is the whole company can change them.",
  },
  USER_ABOVE_CEILING: {
    status: 403,
    id: "Pengguna ini memiliki hak akses yang tidak Anda miliki, jadi Anda tidak dapat mengubahnya.",
    en: "This user holds permissions you do not hold, so you cannot change them.",
  },
  MAPPING_NOT_GRANTABLE: {
    status: 403,
    id: "Anda tidak dapat memberikan {name} karena Anda sendiri tidak memilikinya.",
    en: "You cannot grant {name} because you do not hold it yourself.",
  },
  MAPPING_LOCKED: {
    status: 403,
    id: "Hak akses Super Admin tidak dapat diubah: Super Admin selalu memiliki semua hak akses.",
    en: "The Super Admin's rights cannot be changed: the Super Admin always holds every right.",
  },
  MAPPING_SELF_LOCKOUT: {
    status: 403,
    id: "{name} tidak dapat dicabut dari role Anda sendiri: Anda akan kehilangan akses ke layar Role. Minta admin lain mencabutnya.",
    en: "{name} cannot be revoked from your own role: you would lose access to the Roles screen. Ask another admin to revoke it.",
  },
  TRANSITION_NOT_ALLOWED: {
    status: 409,
    id: 'Langkah "{step}" tidak dapat dilakukan: data ini berstatus {state}, sedangkan langkah ini hanya dari {from}. Muat ulang data; mungkin pengguna lain sudah memprosesnya.',
    en: 'The step "{step}" cannot be taken: this record is {state}, and the step starts only from {from}. Reload the record; someone else may have handled it.',
  },
  REASON_REQUIRED: {
    status: 422,
    id: "Tuliskan alasan untuk langkah ini (paling banyak {max} karakter).",
    en: "Write a reason for this step (at most {max} characters).",
  },
  STEP_AUTHOR_ONLY: {
    status: 403,
    id: 'Langkah "{step}" hanya dapat dilakukan oleh pembuat data ini.',
    en: 'Only the author of this record can take the step "{step}".',
  },
  CHANGE_CONFLICT: {
    status: 409,
    id: "Data pekerja sudah berubah sejak permintaan ini dibuat ({fields}). Perubahan tidak diterapkan; minta revisi agar nilai lama diperbarui.",
    en: "The worker's data changed since this request was made ({fields}). Nothing was applied; ask for a revision so the old values are brought up to date.",
  },
  CHANGE_INVALID: {
    status: 422,
    id: "Perubahan tidak dapat diterapkan karena data pekerja tidak valid: {detail}. Minta revisi.",
    en: "The change cannot be applied because the worker's data would not be valid: {detail}. Ask for a revision.",
  },
  LAST_SUPER_ADMIN: {
    status: 409,
    id: "Super Admin aktif terakhir tidak dapat dinonaktifkan atau diganti rolenya. Jadikan pengguna lain Super Admin lebih dulu.",
    en: "The last active Super Admin cannot be deactivated or given another role. Make another user Super Admin first.",
  },
  OWN_ACCOUNT_LOCKED: {
    status: 409,
    id: "Anda tidak dapat menonaktifkan akun Anda sendiri atau mengganti role Anda sendiri. Minta admin lain melakukannya.",
    en: "You cannot deactivate your own account or change your own role. Ask another admin to do it.",
  },
  EXPORT_EMPTY: {
    status: 422,
    id: "Tidak dapat mengeksport data kosong",
    en: "There is no data to export",
  },
  VALIDATION_FAILED: {
    status: 422,
    id: "Ada isian yang belum valid. Perbaiki isian yang ditandai, lalu simpan lagi.",
    en: "Some fields are not valid. Correct the marked fields, then save again.",
  },
  DATA_REFUSED: {
    status: 422,
    id: "Basis data menolak data ini ({reason}). Periksa kembali isiannya, lalu simpan lagi.",
    en: "The database refused this data ({reason}). Check the values, then save again.",
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    id: "Basis data tidak dapat dihubungi. Coba lagi sebentar lagi.",
    en: "The database cannot be reached. Try again shortly.",
  },
  SHUTTING_DOWN: {
    status: 503,
    id: "Server ini sedang berhenti dan tidak menerima permintaan baru. Coba lagi: server lain akan menjawab.",
    en: "This server is stopping and takes no new requests. Try again: another server will answer.",
  },
  INTERNAL: {
    status: 500,
    id: "Terjadi kesalahan di server. Coba lagi; jika berulang, hubungi admin dengan kode {requestId}.",
    en: "Something went wrong on the server. Try again; if it persists, give the admin code {requestId}.",
  },
  FILE_MISSING: {
    status: 400,
    id: 'Tidak ada file yang dikirim. Kirim file sebagai multipart/form-data pada isian "file".',
    en: 'No file was sent. Send it as multipart/form-data in the field "file".',
  },
  FILE_TOO_LARGE: { status: 413, id: "File terlalu besar", en: "The file is too large" },
  TOO_MANY_FILES: {
    status: 413,
    id: "Jumlah File melebihi batas Upload",
    en: "Too many files for one upload",
  },
  FILE_TYPE_REFUSED: {
    status: 415,
    id: "Jenis file ini tidak diterima. Unggah JPG, PNG, WEBP, GIF, PDF, Word, Excel, PowerPoint, CSV atau TXT.",
    en: "This kind of file is not accepted. Upload JPG, PNG, WEBP, GIF, PDF, Word, Excel, PowerPoint, CSV or TXT.",
  },
  FILE_LINK_INVALID: {
    status: 403,
    id: "Tautan file tidak valid atau sudah kedaluwarsa. Buka kembali datanya untuk mendapatkan tautan baru.",
    en: "The file link is not valid or has expired. Open the record again to get a new link.",
  },
  FILE_NOT_FOUND: {
    status: 404,
    id: "File tidak ditemukan. Mungkin sudah dihapus.",
    en: "The file does not exist. It may have been removed.",
  },
  IMPORT_NOT_FOUND: {
    status: 404,
    id: "Data impor tidak ditemukan atau sudah kedaluwarsa (30 menit). Unggah filenya lagi.",
    en: "This import does not exist or has expired (30 minutes). Upload the file again.",
  },
  IMPORT_FILE_TYPE: {
    status: 415,
    id: "Impor hanya menerima file Excel (.xlsx), XLS hasil ekspor Mandor, atau CSV.",
    en: "Import takes Excel (.xlsx) files, XLS exported from Mandor, or CSV only.",
  },
  IMPORT_UNREADABLE: {
    status: 422,
    id: "File tidak dapat dibaca. Simpan ulang sebagai .xlsx atau CSV, lalu unggah lagi.",
    en: "The file cannot be read. Save it again as .xlsx or CSV, then upload it again.",
  },
  IMPORT_CSV_QUOTE: {
    status: 422,
    id: 'Baris {row} file CSV membuka tanda kutip (") yang tidak ditutup. Perbaiki baris itu, lalu unggah lagi.',
    en: 'Line {row} of the CSV file opens a quote (") that is never closed. Correct that line, then upload it again.',
  },
  IMPORT_EMPTY: {
    status: 422,
    id: "File tidak berisi data: baris pertama harus judul kolom, diikuti baris data.",
    en: "The file holds no data: the first row must be the column titles, followed by data rows.",
  },
  IMPORT_TOO_MANY_ROWS: {
    status: 422,
    id: "File berisi lebih dari {limit} baris data. Bagi menjadi beberapa file, lalu impor satu per satu.",
    en: "The file has more than {limit} data rows. Split it into several files and import them one by one.",
  },
  IMPORT_TOO_MANY_COLUMNS: {
    status: 422,
    id: "File berisi lebih dari {limit} kolom. Hapus kolom yang tidak diimpor, lalu unggah lagi.",
    en: "The file has more than {limit} columns. Remove the columns you do not import, then upload it again.",
  },
  IMPORT_CELL_TOO_LONG: {
    status: 422,
    id: "File memuat sel berisi lebih dari {limit} karakter. Persingkat isinya, lalu unggah lagi.",
    en: "The file holds a cell of more than {limit} characters. Shorten it, then upload it again.",
  },
  IMPORT_UNPACKED_TOO_LARGE: {
    status: 413,
    id: "Isi file terlalu besar (lebih dari {limit} MB setelah dibuka). Bagi menjadi beberapa file, lalu impor satu per satu.",
    en: "The file holds too much (more than {limit} MB once unpacked). Split it into several files and import them one by one.",
  },
  IMPORT_BUSY: {
    status: 409,
    id: "Impor ini sedang diproses. Tunggu hingga selesai.",
    en: "This import is being processed. Wait until it has finished.",
  },
  IMPORT_DONE: {
    status: 409,
    id: "Impor ini sudah disimpan. Unggah file baru untuk impor berikutnya.",
    en: "This import has already been saved. Upload a new file for another import.",
  },
  IMPORT_NOTHING_VALID: {
    status: 422,
    id: "Tidak ada baris yang valid untuk diimpor ({count} baris bermasalah). Unduh laporan kesalahan, perbaiki filenya, lalu impor lagi.",
    en: "No row is valid to import ({count} rows have errors). Download the error report, correct the file, then import again.",
  },
  IMPORT_ROW_REFUSED: {
    status: 422,
    id: "Baris {row} ditolak ({reason}). Tidak ada data yang diimpor; perbaiki baris itu, lalu impor lagi.",
    en: "Row {row} was refused ({reason}). Nothing was imported; correct that row, then import again.",
  },
  DEVICE_KEY_INVALID: {
    status: 401,
    id: "Kunci perangkat tidak dikenal atau perangkat tidak aktif. Kirim kunci perangkat di header X-Device-Key; admin membuat kunci baru di menu Perangkat.",
    en: "The device key is unknown or the device is inactive. Send the device's key in the X-Device-Key header; an admin makes a new key under Devices.",
  },
  PRESENCE_PROJECT_OUT_OF_SCOPE: {
    status: 403,
    id: "Anda tidak terdaftar pada proyek {id}. Kirim presensi untuk proyek Anda sendiri.",
    en: "You are not assigned to project {id}. Send presences for your own projects.",
  },
  MOBILE_PROJECT_NOT_FOUND: {
    status: 404,
    id: "Proyek dengan id {id} tidak ditemukan. Kirim project_id sebuah proyek yang ada.",
    en: "Project {id} does not exist. Send the project_id of an existing project.",
  },
  AGREEMENT_NOT_PUBLISHED: {
    status: 404,
    id: "Belum ada persetujuan pengguna yang terbit. Admin menerbitkannya di menu Persetujuan Pengguna.",
    en: "No user agreement has been published yet. An admin publishes one under User Agreements.",
  },
  AGREEMENT_NOT_CURRENT: {
    status: 409,
    id: "Persetujuan dengan id {id} bukan versi yang berlaku. Muat ulang persetujuan, baca, lalu setujui versi terbaru.",
    en: "Agreement {id} is not the version in force. Reload the agreement, read it, then accept the latest version.",
  },
  QR_CARDS_NO_SELECTION: {
    status: 400,
    id: "Pilih proyek, mandor, jenis tenaga kerja, atau daftar orang yang kartunya akan dicetak.",
    en: "Choose a project, a foreman, a manpower type or a list of people whose cards to print.",
  },
  QR_CARDS_TOO_MANY: {
    status: 422,
    id: "Pilihan ini memuat lebih dari {max} kartu. Persempit pilihan (misalnya per mandor atau jenis tenaga kerja), lalu cetak per bagian.",
    en: "This selection holds more than {max} cards. Narrow it (by foreman or manpower type, say) and print it in parts.",
  },
  QR_CARD_NUMBER_TAKEN: {
    status: 409,
    id: "Nomor kartu QR yang akan diberikan sudah dipakai data lain (diisi manual). Ubah nomor kartu itu pada datanya, lalu cetak lagi.",
    en: "A QR card number to be given is already used by another record (typed in by hand). Change that record's card number, then print again.",
  },
  DASHBOARD_NOT_FOUND: {
    status: 404,
    id: 'Dasbor "{id}" tidak ditemukan. Periksa alamatnya, atau minta admin memeriksa berkas schemas/dashboards/{id}.json.',
    en: 'There is no dashboard "{id}". Check the address, or ask an admin to check schemas/dashboards/{id}.json.',
  },
  DASHBOARD_FILTER_INVALID: {
    status: 400,
    id: "Filter {field} tidak valid: isi dengan satu id (bilangan bulat positif), atau kosongkan.",
    en: "The filter {field} is not valid: give one id (a positive whole number), or leave it out.",
  },
  DASHBOARD_WIDGET_NOT_FOUND: {
    status: 400,
    id: "Widget yang diminta (widget) tidak ada di dasbor ini. Gunakan id widget dari definisi dasbor, atau kosongkan.",
    en: "The widget asked for (widget) is not on this dashboard. Use a widget id from the dashboard's definition, or leave it out.",
  },
  DASHBOARD_PERIOD_INVALID: {
    status: 400,
    id: "Tanggal {field} tidak valid: gunakan tanggal yang ada dengan format YYYY-MM-DD.",
    en: "The date {field} is not valid: use a real date written YYYY-MM-DD.",
  },
  DASHBOARD_PERIOD_ORDER: {
    status: 400,
    id: "Tanggal akhir periode (period_to) lebih awal dari tanggal mulainya (period_from). Tukar atau perbaiki tanggalnya.",
    en: "The period ends (period_to) before it starts (period_from). Swap or correct the dates.",
  },
  DASHBOARD_PERIOD_TOO_LONG: {
    status: 400,
    id: "Periode terlalu panjang (period_to): paling lama {max} hari. Persingkat periodenya.",
    en: "The period is too long (period_to): at most {max} days. Shorten it.",
  },
  METRICS_TOKEN_REQUIRED: {
    status: 401,
    id: "Metrik hanya dapat dibaca dengan token METRICS_TOKEN. Kirim header Authorization: Bearer <token>.",
    en: "The metrics are read with the METRICS_TOKEN only. Send the header Authorization: Bearer <token>.",
  },
  METRICS_LOCAL_ONLY: {
    status: 403,
    id: "Tanpa METRICS_TOKEN, metrik hanya dapat dibaca dari mesin ini (127.0.0.1 atau ::1), tidak melalui proxy. Atur METRICS_TOKEN untuk membacanya dari tempat lain.",
    en: "Without METRICS_TOKEN the metrics are read from this machine only (127.0.0.1 or ::1), not through a proxy. Set METRICS_TOKEN to read them from elsewhere.",
  },
} as const satisfies Record<string, { status: number } & Record<Locale, string>>;

export type ErrorCode = keyof typeof ERRORS;
export type ErrorParams = Record<string, string | number>;

/** An error's message in the caller's language, its parameters filled in. */
export const errorMessage = messageTable(ERRORS);

const MINUTE_MS = 60_000;

/**
 * A 429's parameters: how long to wait and until when, on Jakarta's clock like every time the
 * app shows, rounded up to the minute so the time named is never too early.
 */
export function retryParams(seconds: number, now: Date = new Date()): ErrorParams {
  const until = Math.ceil((now.getTime() + seconds * 1000) / MINUTE_MS) * MINUTE_MS;
  return { seconds, until: businessClock(new Date(until)) };
}

/** An expected failure: answered as `{ code, message, errors? }` with the table's status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    readonly errors?: Record<string, string[]>,
  ) {
    super(errorMessage(code, "en", params));
    this.name = "AppError";
  }

  get status(): number {
    return ERRORS[this.code].status;
  }
}
