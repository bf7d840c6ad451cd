/**
 * The JSON schema of a record id in a path, query or body: a positive whole number JavaScript
 * holds exactly, so `99999999999999999999` or `Infinity` is a 400, never a database error.
 */
export const RECORD_ID = { type: "integer", minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;
