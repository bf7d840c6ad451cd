/**
 * A value in "Riwayat perubahan" reads as the detail view shows it, for every field type: the
 * history's `changeText` and the detail's `displayText` are one formatter over a field's
 * detail transform (a flag as Aktif/Tidak Aktif, a boolean as Ya/Tidak, a choice by its label,
 * a list of codes by their labels, dates as dates), never the stored text or raw JSON.
 */
import { describe, expect, it } from "vitest";
import { changeText } from "../../../../src/client/schema-form/detail/audit-text";
import { sampleRecord } from "../../../../src/schema/adapter/sample-record";
import { displayText, toDetailRows } from "../../../../src/schema/adapter/to-display";
import type { FieldType, GenModel } from "../../../../src/schema/model-meta";
import { FIELD_KIND } from "../../../../src/schema/overlay/field-defaults";
import { SUPER_ADMIN, screenOf } from "../../../schema/fixtures";

const TYPES = Object.keys(FIELD_KIND) as FieldType[];
const column = (type: FieldType) => `c_${type}`;

/** A table with one column of every type, a 1/0 flag and an enum with its CHECK list. */
const MODEL: GenModel = {
  model: "every_types",
  title: null,
  fieldList: ["id", ...TYPES.map(column), "active"],
  fieldType: {
    id: "bigint",
    ...Object.fromEntries(TYPES.map((type) => [column(type), type])),
    active: "smallint",
  },
  fieldView: ["id", ...TYPES.map(column), "active"],
  fieldAdd: [...TYPES.map(column), "active"],
  fieldEdit: [...TYPES.map(column), "active"],
  fieldRelation: {},
  fieldValidation: {
    [column("enum")]: ["in:draft,final"],
    active: ["in:0,1"],
  },
};

const screen = screenOf(MODEL, {
  fields: {
    [column("array")]: {
      option: {
        items: [
          { code: 1, label: { id: "Satu", en: "One" } },
          { code: 2, label: { id: "Dua", en: "Two" } },
        ],
      },
    },
  },
});
const record = { ...sampleRecord(screen), [column("array")]: [1, 2], active: 1 };
const rows = toDetailRows(screen, { user: SUPER_ADMIN, locale: "id" });

describe("a history value reads as the detail shows it", () => {
  it.each(rows.map((row) => [row.id, row] as const))("%s", (id, row) => {
    const field = screen.fields.find((candidate) => candidate.id === id);
    const shown = row.viewData === id ? record[id] : undefined;
    const detail = displayText(row, record, "id");
    expect(changeText(field, shown, "id")).toBe(detail === "" ? "—" : detail);
  });

  it("names a list of codes by their labels and a flag by its word", () => {
    const field = (id: string) => screen.fields.find((candidate) => candidate.id === id);
    expect(changeText(field(column("array")), [1, 2], "id")).toBe("Satu, Dua");
    expect(changeText(field("active"), 1, "id")).toBe("Aktif");
    expect(changeText(field(column("boolean")), false, "id")).toBe("Tidak");
  });
});
