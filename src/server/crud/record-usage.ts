/**
 * Where a record the database refused to delete is still used: the referring table by the
 * name its users know (the title of the screen over it, else the table's label from its
 * migration) and how many of its rows point at the record, e.g. "Tenaga Kerja (12)".
 * PostgreSQL stops at the first referring table, so that one is named. The count is of all
 * rows, whatever the caller's row scope: it only says why the delete cannot happen.
 */
import { sql } from "kysely";
import { pickText, type SchemaLocale } from "../../schema/local-text";
import type { GenModel } from "../../schema/model-meta";
import type { CrudContext } from "./crud-context";

/**
 * PostgreSQL 15 reports any refused delete as 23503 ("is still referenced from table"); 18
 * (PGlite) reports an ON DELETE RESTRICT key as 23001 ("is referenced from table"). Both name
 * the referring table in the error's `table` field.
 */
const STILL_REFERENCED: ReadonlySet<string> = new Set(["23503", "23001"]);

export async function recordUsage(
  ctx: Pick<CrudContext, "catalog" | "overlays" | "db">,
  error: unknown,
  target: GenModel,
  id: number,
  locale: SchemaLocale,
): Promise<string | undefined> {
  const pg = error as { code?: unknown; table?: unknown };
  if (!STILL_REFERENCED.has(String(pg?.code)) || typeof pg?.table !== "string") return undefined;
  const referring = ctx.catalog.get(pg.table);
  if (!referring) return undefined;
  const columns = Object.entries(referring.fieldRelation)
    .filter(([, relation]) => relation.model === target.model)
    .map(([column]) => column);
  if (columns.length === 0) return undefined;
  // Table and column names come from the catalog, the id is a parameter.
  const uses = sql.join(
    columns.map((column) => sql`${sql.ref(column)} = ${id}`),
    sql` OR `,
  );
  const { rows } = await sql<{ count: string }>`
    SELECT count(*) AS count FROM ${sql.table(referring.model)} WHERE ${uses}`.execute(ctx.db);
  return `${labelOf(ctx, referring, locale)} (${Number(rows[0]?.count ?? 0)})`;
}

/**
 * The title of the screen over the table — one showing all its rows rather than a few fixed
 * by `where` (the workers, not the blacklist) — else its comment "Indonesian / English".
 */
function labelOf(
  ctx: Pick<CrudContext, "overlays">,
  model: GenModel,
  locale: SchemaLocale,
): string {
  const screens = ctx.overlays
    .ids()
    .map((id) => ctx.overlays.get(id))
    .filter((loaded) => loaded?.model.model === model.model);
  const screen = screens.find((loaded) => !loaded?.screen.where) ?? screens[0];
  if (screen) return pickText(screen.screen.title, locale);
  const comment = model.title ?? model.model;
  const split = comment.lastIndexOf(" / ");
  if (split < 0) return comment;
  return locale === "en" ? comment.slice(split + 3) : comment.slice(0, split);
}
