/**
 * The database's clock as a value for a typed query: the transaction's start, the same on
 * every row a statement writes, and the one the expiry checks compare against.
 */
import { sql } from "kysely";

export const NOW = sql<string>`now()`;
