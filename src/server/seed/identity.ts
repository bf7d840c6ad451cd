/**
 * Personal details that look real and stay valid: names, phone numbers, addresses, and NIKs
 * (Indonesian identity numbers) built the way the civil registry builds them — regency code,
 * district, birth date (day + 40 for women), serial — so that the birth place and date on a
 * record agree with its NIK. A NIK is a one-to-one function of a numeric key, so keys that
 * are unique (row ids) give NIKs that are unique, however many rows are generated.
 */
import {
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  REGIONS,
  type Region,
  STREETS,
} from "./names";
import { addDays, type Random } from "./random";

export type Gender = "male" | "female";

const BIRTH_FROM = "1965-01-01";
const BIRTH_DAYS = 14_610; // 1965-01-01 … 2004-12-31
const SERIALS = 9_999;
const SPACE = BigInt(REGIONS.length * BIRTH_DAYS * SERIALS);
/** Odd prime coprime with SPACE: key ↦ key·MULTIPLIER + salt is a permutation of [0, SPACE). */
const MULTIPLIER = 2_654_435_761n;

export interface CivilIdentity {
  nik: string;
  birthDate: string;
  region: Region;
}

/** Unique for distinct keys below ~5.8 billion (and one salt). */
export function civilIdentity(key: number, gender: Gender, salt = 0): CivilIdentity {
  const x = Number((BigInt(key) * MULTIPLIER + BigInt(salt)) % SPACE);
  const serial = (x % SERIALS) + 1;
  const rest = Math.floor(x / SERIALS);
  const day = rest % BIRTH_DAYS;
  const region = REGIONS[Math.floor(rest / BIRTH_DAYS)] as Region;
  const birthDate = addDays(BIRTH_FROM, day);
  const [year, month, dayOfMonth] = birthDate.split("-").map(Number) as [number, number, number];
  const district = String((day % 20) + 1).padStart(2, "0");
  const nik =
    region.code +
    district +
    String(dayOfMonth + (gender === "female" ? 40 : 0)).padStart(2, "0") +
    String(month).padStart(2, "0") +
    String(year % 100).padStart(2, "0") +
    String(serial).padStart(4, "0");
  return { nik, birthDate, region };
}

export function personName(rng: Random, gender: Gender): string {
  const first = rng.pick(gender === "male" ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
  return rng.chance(0.12) ? first : `${first} ${rng.pick(LAST_NAMES)}`;
}

const MOBILE_PREFIXES = [
  "0811",
  "0812",
  "0813",
  "0821",
  "0822",
  "0852",
  "0853",
  "0856",
  "0857",
  "0858",
  "0877",
  "0878",
  "0881",
  "0895",
  "0896",
];

export function phoneNumber(rng: Random): string {
  return rng.pick(MOBILE_PREFIXES) + rng.digits(rng.int(7, 8));
}

export function streetAddress(rng: Random, region: Region): string {
  const rt = String(rng.int(1, 12)).padStart(3, "0");
  const rw = String(rng.int(1, 9)).padStart(3, "0");
  return `${rng.pick(STREETS)} No. ${rng.int(1, 250)}, RT ${rt}/RW ${rw}, ${region.city}, ${region.province}`;
}

/** e.g. "budi.santoso27@gmail.com"; not unique, as people's own addresses are not. */
export function personalEmail(rng: Random, fullname: string): string {
  const local = fullname.toLowerCase().replace(/[^a-z]+/g, ".");
  return `${local}${rng.int(1, 99)}@${rng.pick(["gmail.com", "yahoo.co.id", "gmail.com"])}`;
}

export function randomGender(rng: Random, maleShare: number): Gender {
  return rng.chance(maleShare) ? "male" : "female";
}
