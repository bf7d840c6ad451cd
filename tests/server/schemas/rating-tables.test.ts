/** An overlay's `rating` resolved against the catalog: the columns found, or why it does not fit. */
import { describe, expect, it } from "vitest";
import type { GenModel } from "../../../src/schema/model-meta";
import type { OverlayRating } from "../../../src/schema/overlay/overlay-types";
import type { ModelCatalog } from "../../../src/server/models/model-catalog";
import { resolveRating } from "../../../src/server/schemas/rating-tables";

const relation = (model: string, displayName: string) => ({ model, column: "id", displayName });
const model = (name: string, fieldList: string[], fieldRelation: GenModel["fieldRelation"] = {}) =>
  ({ model: name, fieldList, fieldRelation }) as GenModel;

const MODELS = [
  model("convalsals", ["id", "convalsal_name"]),
  model("rating_types", ["id", "rating_type_name"]),
  model("projects", ["id", "project_name"]),
  model("project_convalsals", ["id", "project_id", "convalsal_id"]),
  model(
    "convalsal_ratings",
    ["id", "convalsal_id", "project_id", "rating_type_id", "rating_value", "rated_by"],
    {
      convalsal_id: relation("convalsals", "convalsal_name"),
      project_id: relation("projects", "project_name"),
      rating_type_id: relation("rating_types", "rating_type_name"),
    },
  ),
];
const catalog = {
  get: (name: string) => MODELS.find((found) => found.model === name),
} as ModelCatalog;
const VENDORS = { model: "convalsals", resource: "convalsals" };
const BASE: OverlayRating = { types: "rating_types", ratings: "convalsal_ratings" };

describe("resolveRating", () => {
  it("finds the keys, names and permissions from the catalog", () => {
    expect(
      resolveRating(
        VENDORS,
        { ...BASE, per: "project_id", through: "project_convalsals" },
        catalog,
      ),
    ).toEqual({
      view: "view-convalsals",
      rate: "do-rating-convalsals",
      ratings: "convalsal_ratings",
      key: "convalsal_id",
      ratedName: "convalsal_name",
      types: "rating_types",
      type: "rating_type_id",
      typeName: "rating_type_name",
      value: "rating_value",
      rater: "rated_by",
      per: {
        column: "project_id",
        table: "projects",
        name: "project_name",
        through: "project_convalsals",
      },
    });
  });

  it.each([
    [{ ...BASE, ratings: "nope" }, 'ratings table "nope" does not exist'],
    [
      { ...BASE, types: "project_convalsals" },
      "convalsal_ratings has no key to project_convalsals",
    ],
    [
      { ...BASE, per: "rating_value" },
      "convalsal_ratings.rating_value is not a key to another table",
    ],
    [
      { ...BASE, per: "project_id", through: "rating_types" },
      "rating_types has no column convalsal_id",
    ],
    [{ ...BASE, through: "project_convalsals" }, "through needs per"],
  ] as const)("refuses %o: %s", (rating, reason) => {
    expect(resolveRating(VENDORS, rating, catalog)).toBe(reason);
  });

  it("takes the overlay's permission name over the screen's resource", () => {
    const tables = resolveRating(VENDORS, { ...BASE, permission: "vendor-rating" }, catalog);
    expect(typeof tables !== "string" && [tables.view, tables.rate]).toEqual([
      "view-vendor-rating",
      "do-rating-vendor-rating",
    ]);
  });
});
