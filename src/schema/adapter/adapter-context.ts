/** Who is looking and in which language: the two inputs besides the screen and the view. */
import type { SchemaLocale } from "../local-text";
import type { PermissionHolder } from "../permissions";

export interface AdapterContext {
  user: PermissionHolder | null;
  locale: SchemaLocale;
}
