/**
 * What the route schemas' checks (Ajv, through Fastify) found wrong with a field, in the
 * caller's language: Ajv's own messages are English only. A keyword not in the table says
 * the value is not valid.
 */
import type { FastifySchemaValidationError } from "fastify";
import type { LocalText } from "../../schema/local-text";
import { messageTable } from "../../schema/message-table";
import type { Locale } from "./locale";

export const VALIDATION_MESSAGES = {
  required: { id: "wajib diisi", en: "required" },
  type: { id: "harus bertipe {type}", en: "must be of type {type}" },
  enum: { id: "harus salah satu dari: {allowedValues}", en: "must be one of: {allowedValues}" },
  const: { id: "harus bernilai {allowedValue}", en: "must be {allowedValue}" },
  minimum: { id: "paling kecil {limit}", en: "must be {limit} or more" },
  maximum: { id: "paling besar {limit}", en: "must be {limit} or less" },
  minLength: { id: "paling sedikit {limit} karakter", en: "must have {limit} characters or more" },
  maxLength: { id: "paling banyak {limit} karakter", en: "must have {limit} characters or fewer" },
  minItems: { id: "paling sedikit {limit} isian", en: "must have {limit} items or more" },
  maxItems: { id: "paling banyak {limit} isian", en: "must have {limit} items or fewer" },
  pattern: { id: "bentuknya keliru", en: "has the wrong form" },
  format: { id: "harus berformat {format}", en: "must be in {format} format" },
  additionalProperties: {
    id: "isian {additionalProperty} tidak dikenal",
    en: "unknown field {additionalProperty}",
  },
  invalid: { id: "nilainya keliru", en: "has a wrong value" },
} as const satisfies Record<string, LocalText>;

const isKeyword = (keyword: string): keyword is keyof typeof VALIDATION_MESSAGES =>
  Object.hasOwn(VALIDATION_MESSAGES, keyword);

const keywordMessage = messageTable(VALIDATION_MESSAGES);

/** One issue's message in `locale`, its parameters (limits, allowed values) filled in. */
export function validationMessage(issue: FastifySchemaValidationError, locale: Locale): string {
  const params = Object.fromEntries(
    Object.entries(issue.params ?? {}).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(", ") : String(value),
    ]),
  );
  return keywordMessage(isKeyword(issue.keyword) ? issue.keyword : "invalid", locale, params);
}
