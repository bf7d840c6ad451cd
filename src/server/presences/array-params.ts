/**
 * A batch's ids or names as one array parameter, for `= ANY(…)`: the statement's text is the
 * same whatever the batch size, so it is planned once per connection (connect.ts), where an
 * `IN` list would make a new statement of every size.
 */
import { sql } from "kysely";

export const bigints = (values: readonly number[]) => sql<number[]>`${[...values]}::bigint[]`;

export const texts = (values: Iterable<string>) => sql<string[]>`${[...values]}::text[]`;
