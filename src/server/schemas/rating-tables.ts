/**
 * Where an overlay's `rating` lives in the database, worked out from the catalog: the ratings
 * table's key to the screen's table and to the types table, the types' name column, and the
 * optional `per` column (with the table it points at) and `through` table. Every identifier
 * the rating queries use comes from here, never from a request.
 */
import type { OverlayRating } from "../../schema/overlay/overlay-types";
import type { ScreenDefinition } from "../../schema/overlay/screen-types";
import { ratingPermissions } from "../../schema/rating/rating-api";
import type { ModelCatalog } from "../models/model-catalog";

/** Fixed column names of a ratings table (admin-area's convalsal_ratings). */
const VALUE = "rating_value";
const RATER = "rated_by";

export interface RatingTables {
  view: string;
  rate: string;
  ratings: string;
  /** Ratings column → the rated record (e.g. convalsal_id). */
  key: string;
  /** The rated table's name column (e.g. convalsal_name). */
  ratedName: string;
  types: string;
  /** Ratings column → the type (e.g. rating_type_id). */
  type: string;
  typeName: string;
  value: string;
  rater: string;
  per?: { column: string; table: string; name: string; through?: string };
}

/** The rating's tables, or why the overlay's `rating` does not fit the database. */
export function resolveRating(
  screen: Pick<ScreenDefinition, "model" | "resource">,
  rating: OverlayRating,
  catalog: ModelCatalog,
): RatingTables | string {
  const ratings = catalog.get(rating.ratings);
  const types = catalog.get(rating.types);
  const rated = catalog.get(screen.model);
  if (!ratings) return `ratings table "${rating.ratings}" does not exist`;
  if (!types) return `types table "${rating.types}" does not exist`;
  if (!rated) return `table "${screen.model}" does not exist`;
  const pointing = (table: string) =>
    Object.entries(ratings.fieldRelation).find(([, relation]) => relation.model === table);
  const key = pointing(rated.model);
  const type = pointing(types.model);
  if (!key) return `${ratings.model} has no key to ${rated.model}`;
  if (!type) return `${ratings.model} has no key to ${types.model}`;
  for (const column of [VALUE, RATER]) {
    if (!ratings.fieldList.includes(column)) return `${ratings.model} has no column ${column}`;
  }
  const tables: RatingTables = {
    ...ratingPermissions(rating.permission ?? screen.resource),
    ratings: ratings.model,
    key: key[0],
    ratedName: key[1].displayName,
    types: types.model,
    type: type[0],
    typeName: type[1].displayName,
    value: VALUE,
    rater: RATER,
  };
  if (!rating.per) return rating.through ? "through needs per" : tables;
  const per = ratings.fieldRelation[rating.per];
  if (!per) return `${ratings.model}.${rating.per} is not a key to another table`;
  if (rating.through) {
    const through = catalog.get(rating.through);
    if (!through) return `through table "${rating.through}" does not exist`;
    const missing = [tables.key, rating.per].find((column) => !through.fieldList.includes(column));
    if (missing) return `${through.model} has no column ${missing}`;
  }
  tables.per = {
    column: rating.per,
    table: per.model,
    name: per.displayName,
    ...(rating.through ? { through: catalog.get(rating.through)?.model ?? rating.through } : {}),
  };
  return tables;
}
