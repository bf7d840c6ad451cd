/**
 * Why a list's query cannot be planned, in both languages: the detail of its 400 ("Permintaan
 * tidak valid: …"). The parameter and its value are quoted as sent, since the caller typed them.
 */
import type { LocalText } from "../../schema/local-text";
import { messageTable } from "../../schema/message-table";
import type { Locale } from "../http/locale";

export const LIST_PROBLEMS = {
  SORT_COLUMN: {
    id: 'sort_by "{value}": urutkan menurut salah satu dari {choices}',
    en: 'sort_by "{value}": sort by one of {choices}',
  },
  SORT_DIRECTION: {
    id: 'sort "{value}": gunakan ASC atau DESC',
    en: 'sort "{value}": use ASC or DESC',
  },
  TOO_MANY_VALUES: {
    id: "{key}: paling banyak {max} nilai",
    en: "{key}: at most {max} values",
  },
  SEARCH_TOO_LONG: {
    id: "search: paling banyak {max} karakter",
    en: "search: at most {max} characters",
  },
  ONE_TEXT: {
    id: "{key}: berikan satu teks yang dicari",
    en: "{key}: give one text to look for",
  },
  NO_RANGE: {
    id: "{key}: {column} tidak dapat disaring dengan rentang",
    en: "{key}: {column} cannot be filtered by a range",
  },
  ONE_BOUND: {
    id: "{key}: berikan satu batas",
    en: "{key}: give one bound",
  },
  UNKNOWN_FILTER: {
    id: 'saringan "{key}" tidak dikenal: saring menurut salah satu dari {choices}',
    en: 'unknown filter "{key}": filter by one of {choices}',
  },
  VALUE_TOO_LONG: {
    id: "{key}: nilainya terlalu panjang",
    en: "{key}: the value is too long",
  },
  NOT_INTEGER: {
    id: "{key}={value}: harus bilangan bulat",
    en: "{key}={value}: expected a whole number",
  },
  NOT_NUMBER: {
    id: "{key}={value}: harus angka",
    en: "{key}={value}: expected a number",
  },
  NOT_BOOLEAN: {
    id: "{key}={value}: harus true atau false",
    en: "{key}={value}: expected true or false",
  },
  NOT_DATE: {
    id: "{key}={value}: harus tanggal YYYY-MM-DD",
    en: "{key}={value}: expected a date YYYY-MM-DD",
  },
  NOT_TIMESTAMP: {
    id: "{key}={value}: harus tanggal YYYY-MM-DD atau tanggal dan jam",
    en: "{key}={value}: expected a date YYYY-MM-DD or a date and time",
  },
  NO_SUCH_DAY: {
    id: "{key}={value}: tanggal itu tidak ada",
    en: "{key}={value}: not a real date",
  },
  NOT_A_CHOICE: {
    id: "{key}={value}: pilih salah satu dari {choices}",
    en: "{key}={value}: choose one of {choices}",
  },
  OUT_OF_RANGE: {
    id: "{key}={value}: di luar jangkauan",
    en: "{key}={value}: out of range",
  },
  GIVE_ONCE: {
    id: "{key}: berikan sekali saja",
    en: "{key}: give it once",
  },
  WHOLE_NUMBER: {
    id: "{key}={value}: bilangan bulat dari {min} sampai {max}",
    en: "{key}={value}: a whole number from {min} to {max}",
  },
} as const satisfies Record<string, LocalText>;
export type ListProblem = keyof typeof LIST_PROBLEMS;

const problemText = messageTable(LIST_PROBLEMS);

/** A list query that cannot be planned: the route answers 400 with its text. */
export class ListPlanError extends Error {
  constructor(
    readonly problem: ListProblem,
    readonly params: Record<string, string | number> = {},
  ) {
    super(problemText(problem, "en", params));
    this.name = "ListPlanError";
  }

  /** The problem in the caller's language. */
  text(locale: Locale): string {
    return problemText(this.problem, locale, this.params);
  }
}
