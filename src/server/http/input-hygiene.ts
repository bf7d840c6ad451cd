/**
 * One gate for values no field of Mandor may hold: a NUL byte (PostgreSQL refuses it in text),
 * an unpaired UTF-16 surrogate (no valid UTF-8 exists for it), and a number that is not finite
 * (JSON cannot carry one, so it can only come from coercing a text such as `Infinity`, which
 * Ajv lets past `maximum`). Every route parameter, query value and JSON body — keys and values,
 * at any depth — is checked after validation and before any handler, and the first offender is
 * answered with a 400 naming it, so no such value reaches a query or an error message.
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

export function registerInputHygiene(app: FastifyInstance) {
  app.addHook("preHandler", async (request, reply) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = firstRefusedValue(part);
      if (field !== undefined) return sendError(reply, request, "INVALID_VALUE", { field });
    }
  });
}
