/** The rating's pure parts: the radio-group keys, the mean in the reader's language, the permission names. */
import { describe, expect, it } from "vitest";
import {
  ratingText,
  starAfterKey,
} from "../../../../../src/client/schema-form/widgets/rating/star-keys";
import { ratingPermissions } from "../../../../../src/schema/rating/rating-api";

describe("starAfterKey", () => {
  it.each([
    [null, "ArrowRight", 1],
    [3, "ArrowRight", 4],
    [3, "ArrowUp", 4],
    [5, "ArrowRight", 1],
    [3, "ArrowLeft", 2],
    [3, "ArrowDown", 2],
    [1, "ArrowLeft", 5],
    [null, "ArrowLeft", 5],
    [3, "Home", 1],
    [3, "End", 5],
    [3, "Enter", undefined],
    [3, "Tab", undefined],
  ] as const)("from %s, %s gives %s", (value, key, expected) => {
    expect(starAfterKey(value, key)).toBe(expected);
  });
});

describe("ratingText", () => {
  it.each([
    ["4.25", "id", "4,25"],
    ["4.25", "en", "4.25"],
    ["4.00", "id", "4,00"],
    ["4.13", "en", "4.13"],
    [null, "id", "–"],
  ] as const)("%s in %s is %s", (value, locale, expected) => {
    expect(ratingText(value, locale)).toBe(expected);
  });
});

describe("ratingPermissions", () => {
  it("names view-{permission} and do-rating-{permission} (admin-area §6)", () => {
    expect(ratingPermissions("convalsals")).toEqual({
      view: "view-convalsals",
      rate: "do-rating-convalsals",
    });
  });
});
