/**
 * The validation message catalogue (admin-area §5), in Indonesian and English. Client and
 * server both read it, so a field shows the very same sentence whether the browser or the
 * server found the problem. `{field}` is the field's label in the reader's language.
 */
import type { LocalText } from "../local-text";

export const VALIDATION_MESSAGES = {
  required: { id: "{field} harus diisi", en: "The {field} field is required" },
  email: {
    id: "{field} harus berupa alamat surel yang benar",
    en: "The {field} field must be a valid email",
  },
  min: {
    id: "{field} minimal mengandung {length} karakter",
    en: "The {field} field must be at least {length} characters",
  },
  max: {
    id: "{field} tidak boleh lebih dari {length} karakter",
    en: "The {field} field may not be greater than {length} characters",
  },
  length: {
    id: "Panjang {field} harus tepat {length}",
    en: "The {field} field must be {length} long",
  },
  min_value: {
    id: "Nilai {field} tidak boleh kurang dari {min}",
    en: "The {field} field must be {min} or more",
  },
  max_value: {
    id: "Nilai {field} tidak boleh lebih dari {max}",
    en: "The {field} field must be {max} or less",
  },
  gt: {
    id: "Nilai {field} harus lebih besar dari {value}",
    en: "The {field} field must be greater than {value}",
  },
  lt: {
    id: "Nilai {field} harus lebih kecil dari {value}",
    en: "The {field} field must be less than {value}",
  },
  between: {
    id: "{field} harus di antara {min} dan {max}",
    en: "The {field} field must be between {min} and {max}",
  },
  digits: {
    id: "{field} harus berupa {length} digit angka",
    en: "The {field} field must be numeric and exactly contain {length} digits",
  },
  digits_between: {
    id: "{field} harus berupa {min} sampai {max} digit angka",
    en: "The {field} field must be numeric with {min} to {max} digits",
  },
  integer: {
    id: "{field} harus berupa bilangan bulat",
    en: "The {field} field must be an integer",
  },
  numeric: {
    id: "{field} harus berupa angka",
    en: "The {field} field may only contain numeric characters",
  },
  alpha: {
    id: "{field} hanya boleh mengandung karakter alfabet",
    en: "The {field} field may only contain alphabetic characters",
  },
  alpha_num: {
    id: "{field} hanya boleh mengandung karakter alfanumerik",
    en: "The {field} field may only contain alpha-numeric characters",
  },
  alpha_dash: {
    id: "{field} boleh mengandung karakter alfanumerik, tanda hubung, dan garis bawah",
    en: "The {field} field may contain alpha-numeric characters as well as dashes and underscores",
  },
  alpha_spaces: {
    id: "{field} hanya boleh berisi karakter alfabet serta spasi",
    en: "The {field} field may only contain alphabetic characters as well as spaces",
  },
  decimal: {
    id: "{field} harus berupa desimal yang benar (maksimal {decimals} angka di belakang koma)",
    en: "The {field} field must be a valid decimal (at most {decimals} decimal places)",
  },
  confirmed: {
    id: "{field} tidak cocok dengan {target}",
    en: "The {field} field confirmation does not match {target}",
  },
  date: {
    id: "{field} harus berupa tanggal yang benar",
    en: "The {field} field must be a valid date",
  },
  image: { id: "{field} harus berupa gambar", en: "The {field} field must be an image" },
  ext: {
    id: "{field} harus berupa berkas yang benar",
    en: "The {field} field is not a valid file",
  },
  mimes: {
    id: "Tipe berkas {field} harus benar",
    en: "The {field} field must have a valid file type",
  },
  size: {
    id: "{field} harus lebih kecil dari {size}KB",
    en: "The {field} field size must be less than {size}KB",
  },
  dimensions: {
    id: "{field} harus berdimensi lebar {width} pixel dan tinggi {height} pixel",
    en: "The {field} field must be {width} pixels by {height} pixels",
  },
  regex: { id: "Format {field} salah", en: "The {field} field format is invalid" },
  one_of: {
    id: "{field} harus berupa nilai yang sah",
    en: "The {field} field is not a valid value",
  },
  excluded: {
    id: "{field} harus berupa nilai yang sah",
    en: "The {field} field is not a valid value",
  },
  unique: { id: "{field} sudah digunakan", en: "The {field} has already been taken" },
  exists: { id: "{field} yang dipilih tidak ditemukan", en: "The selected {field} does not exist" },
  lock_period: { id: "Cut Off Peride Aktif", en: "Cut-off period is active" },
  lock_day: {
    id: "{field} hanya boleh diisi tanggal hari ini",
    en: "The {field} field may only be today's date",
  },
  after: {
    id: "{field} harus sesudah {target}",
    en: "The {field} field must be after {target}",
  },
  after_or_equal: {
    id: "{field} tidak boleh sebelum {target}",
    en: "The {field} field must not be before {target}",
  },
  before: {
    id: "{field} harus sebelum {target}",
    en: "The {field} field must be before {target}",
  },
  before_or_equal: {
    id: "{field} tidak boleh sesudah {target}",
    en: "The {field} field must not be after {target}",
  },
  required_if: {
    id: "{field} harus diisi bila {target} bernilai {value}",
    en: "The {field} field is required when {target} is {value}",
  },
  required_if_on: {
    id: "{field} harus diisi bila {target} dipilih",
    en: "The {field} field is required when {target} is on",
  },
  required_unless: {
    id: "{field} harus diisi kecuali {target} bernilai {value}",
    en: "The {field} field is required unless {target} is {value}",
  },
  required_with: {
    id: "{field} harus diisi bila {target} diisi",
    en: "The {field} field is required when {target} is filled in",
  },
  required_without: {
    id: "{field} harus diisi bila {target} kosong",
    en: "The {field} field is required when {target} is empty",
  },
  range_order: {
    id: "Awal {field} tidak boleh sesudah akhirnya",
    en: "The start of {field} must not be after its end",
  },
} as const satisfies Record<string, LocalText>;

export type MessageKey = keyof typeof VALIDATION_MESSAGES;
