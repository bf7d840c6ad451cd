/**
 * The key under which a record carries its foreign key's row (`territory_id` → `territory`),
 * so list and detail can read `territory.territory_name`. The server's show endpoint and the
 * adapter's default `view_data` both use this one function.
 */
export function relationAlias(column: string, columns: readonly string[]): string {
  const alias = column.replace(/_id$/, "");
  return alias !== column && !columns.includes(alias) ? alias : `${column}_data`;
}
