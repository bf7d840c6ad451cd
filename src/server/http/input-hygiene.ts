/**
 * One gate for values no field of Mandor may hold: a NUL byte (PostgreSQL refuses it in text),
 * an unpaired UTF-16 surrogate (no valid UTF-8 exists for it), and a number that is not finite
 * (JSON cannot carry one, so it can only come from coercing a text such as `Infinity`, which
 * Ajv lets past `maximum`). Every route parameter, query value and JSON body — keys and values,
 * at any depth — is checked after validation and before any handler, and the first offender is
 * answered with a 400 naming it, so no such value reaches a query or an error message.
 * So is a value nested deeper than any form or record is: writing one out (JSON.stringify,
 * PostgreSQL's jsonb) runs out of stack, which would be a 500.
 */
import type { FastifyInstance } from "fastify";
import { sendError } from "./error-handler";

const clean = (text: string) => !text.includes("\u0000") && text.isWellFormed();

/** The path (`a.b[2]`, `_` for the whole) of the first value in `value` that is refused. */
export function firstRefusedValue(value: unknown, path = ""): string | undefined {
  const pending: [unknown, string][] = [[value, path]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, at] = next;
    if (typeof item === "string") {
      if (!clean(item)) return at || "_";
    } else if (typeof item === "number") {
      if (!Number.isFinite(item)) return at || "_";
    } else if (Array.isArray(item)) {
      item.forEach((element, index) => {
        pending.push([element, `${at}[${index}]`]);
      });
    } else if (item && typeof item === "object") {
      for (const [key, element] of Object.entries(item)) {
        if (!clean(key)) return at || "_";
        pending.push([element, at ? `${at}.${key}` : key]);
      }
    }
  }
  return undefined;
}

/** Levels of arrays and objects a value may hold: far more than any form or record sends. */
export const MAX_NESTING = 32;

/** The path of the first value nested deeper than MAX_NESTING, if any; the walk stops there. */
export function firstTooDeep(value: unknown): string | undefined {
  const pending: [unknown, string, number][] = [[value, "", 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, at, depth] = next;
    if (!item || typeof item !== "object") continue;
    if (depth >= MAX_NESTING) return at || "_";
    const entries = Array.isArray(item)
      ? item.map((element, index): [string, unknown] => [`${at}[${index}]`, element])
      : Object.entries(item).map(([key, element]): [string, unknown] => [
          at ? `${at}.${key}` : key,
          element,
        ]);
    for (const [path, element] of entries) pending.push([element, path, depth + 1]);
  }
  return undefined;
}

export function registerInputHygiene(app: FastifyInstance) {
  app.addHook("preHandler", async (request, reply) => {
    for (const part of [request.params, request.query, request.body]) {
      const deep = firstTooDeep(part);
      if (deep !== undefined) {
        return sendError(reply, request, "VALUE_TOO_DEEP", { field: deep, max: MAX_NESTING });
      }
      const field = firstRefusedValue(part);
      if (field !== undefined) return sendError(reply, request, "INVALID_VALUE", { field });
    }
  });
}
