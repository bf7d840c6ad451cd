/** The COPY statement both drivers bulk-load CSV with, from where each driver reads it. */

/** `COPY table (columns) FROM source` for header-less CSV; `source` is SQL (a file or STDIN). */
export function copyStatement(table: string, columns: readonly string[], source: string): string {
  return `COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(", ")}) FROM ${source} WITH (FORMAT csv)`;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
