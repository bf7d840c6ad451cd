/** The select-multiple listbox's keyboard: moves, picks and typeahead. */
import { describe, expect, it } from "vitest";
import {
  listboxAction,
  typeahead,
} from "../../../../src/client/schema-form/widgets/select/listbox-keys";

const labels = ["Besi", "Beton", "Kayu", "Las", "Listrik"];

describe("listboxAction", () => {
  it.each([
    ["ArrowDown", -1, "", { kind: "move", to: 0 }],
    ["ArrowDown", 1, "", { kind: "move", to: 2 }],
    ["ArrowDown", 4, "", { kind: "move", to: 4 }],
    ["ArrowUp", 2, "", { kind: "move", to: 1 }],
    ["ArrowUp", 0, "", { kind: "move", to: 0 }],
    ["Home", 3, "", { kind: "move", to: 0 }],
    ["End", 0, "", { kind: "move", to: 4 }],
    [" ", 2, "", { kind: "pick", index: 2 }],
    ["Enter", 3, "", { kind: "pick", index: 3 }],
    ["Enter", -1, "", { kind: "none" }],
    ["k", 0, "k", { kind: "move", to: 2 }],
    ["z", 0, "z", { kind: "none" }],
    [" ", 0, "l ", { kind: "none" }],
    [" ", 0, "beton ", { kind: "none" }],
    ["a", 0, "la", { kind: "move", to: 3 }],
    ["Tab", 0, "", { kind: "none" }],
  ] as const)("%j from %i (typed %j)", (key, active, typed, expected) => {
    expect(listboxAction(key, active, labels, typed)).toEqual(expected);
  });

  it("does nothing in an empty list", () => {
    expect(listboxAction("ArrowDown", -1, [], "")).toEqual({ kind: "none" });
  });
});

describe("typeahead", () => {
  it.each([
    ["b", -1, 0],
    ["b", 0, 1],
    ["b", 1, 0],
    ["bb", 0, 1],
    ["bet", 0, 1],
    ["LI", 0, 4],
    ["li", 4, 4],
    ["x", 0, -1],
  ])("%j from %i finds %i", (typed, from, expected) => {
    expect(typeahead(labels, typed, from)).toBe(expected);
  });
});
