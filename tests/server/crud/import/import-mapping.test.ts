/**
 * Mapping file columns onto the create form: guessed from ids and labels in either language,
 * checked before use, and each cell turned into what the form would have received.
 */
import { describe, expect, it } from "vitest";
import type { ScreenField } from "../../../../src/schema/overlay/screen-types";
import {
  dateErrors,
  guessMapping,
  normalizeName,
  numberText,
  planColumns,
  rowInput,
} from "../../../../src/server/crud/import/import-mapping";

const field = (id: string, label: [string, string], extra: Partial<ScreenField> = {}) =>
  ({
    id,
    label: { id: label[0], en: label[1] },
    kind: "string",
    fieldType: "character_varying",
    rules: [],
    ...extra,
  }) as ScreenField;

const FIELDS = [
  field("code", ["Kode Keahlian", "Skill Code"]),
  field("name", ["Nama Keahlian", "Skill Name"]),
  field("is_high_risk", ["Risiko Tinggi", "High Risk"], { kind: "boolean" }),
  field("active", ["Aktif", "Active"], {
    kind: "integer",
    fieldType: "smallint",
    rules: ["in:0,1"],
  }),
  field("status", ["Status", "Status"], {
    option: {
      items: [
        { code: "running", label: { id: "Berjalan", en: "Running" } },
        { code: "planning", label: { id: "Perencanaan", en: "Planning" } },
      ],
    },
  }),
];

describe("guessMapping", () => {
  it("matches headers to ids and labels in either language, each field once", () => {
    expect(
      guessMapping(
        ["KODE KEAHLIAN", "Skill-Name", "high_risk", "is_high_risk", "Status", "Catatan"],
        FIELDS,
      ),
    ).toEqual({
      "KODE KEAHLIAN": "code",
      "Skill-Name": "name",
      high_risk: "is_high_risk",
      Status: "status",
    });
  });

  it("ignores accents, case, spaces and punctuation", () => {
    expect(normalizeName(" Résumé / Nama_Lengkap ")).toBe("resumenamalengkap");
  });
});

describe("planColumns", () => {
  const columns = ["Kode", "Nama", "Risiko"];

  it("plans the mapped columns, leaving out those mapped to nothing", () => {
    const plan = planColumns({ Kode: "code", Nama: "", Risiko: "is_high_risk" }, columns, FIELDS);
    expect(Array.isArray(plan) && plan.map((step) => [step.index, step.field.id])).toEqual([
      [0, "code"],
      [2, "is_high_risk"],
    ]);
  });

  it.each([
    [{ Lain: "code" }, 'the file has no column "Lain"'],
    [{ Kode: "salary" }, '"salary" is not a field of the form'],
    [{ Kode: "code", Nama: "code" }, '"code" is mapped twice'],
  ])("refuses %j", (mapping, problem) => {
    expect(planColumns(mapping, columns, FIELDS)).toEqual({ problem: `mapping: ${problem}` });
  });
});

describe("rowInput", () => {
  const plan = [
    { index: 0, field: FIELDS[0] as ScreenField },
    { index: 1, field: FIELDS[2] as ScreenField },
    { index: 2, field: FIELDS[4] as ScreenField },
    { index: 3, field: FIELDS[3] as ScreenField },
  ];

  it.each([
    [
      [" LAS-01 ", "Ya", "Berjalan", "Aktif"],
      { code: "LAS-01", is_high_risk: true, status: "running", active: 1 },
    ],
    [
      ["LAS", "tidak", "planning", "Tidak Aktif"],
      { code: "LAS", is_high_risk: false, status: "planning", active: 0 },
    ],
    [
      ["LAS", "TRUE", "RUNNING", "1"],
      { code: "LAS", is_high_risk: true, status: "running", active: 1 },
    ],
    [["", "  ", "", ""], {}],
    [
      ["LAS", "mungkin", "Selesai", "2"],
      { code: "LAS", is_high_risk: "mungkin", status: "Selesai", active: "2" },
    ],
  ])("%j → %j", (cells, input) => {
    expect(rowInput(cells, plan)).toEqual(input);
  });

  it("gives an empty cell as null for an update, which clears the field", () => {
    expect(rowInput(["LAS", "", "", ""], plan, true)).toEqual({
      code: "LAS",
      is_high_risk: null,
      status: null,
      active: null,
    });
  });
});

describe("numberText", () => {
  it.each([
    ["Rp. 1.250.000,50", "1250000.50"],
    ["Rp. 0", "0"],
    ["1.250", "1250"],
    ["-12.345.678", "-12345678"],
    ["3,5", "3.5"],
    ["1.5", "1.5"],
    ["1250", "1250"],
    ["12.34.56", "12.34.56"],
  ])("%s → %s", (cell, text) => {
    expect(numberText(cell)).toBe(text);
  });

  it("reads an exported number cell for a number field", () => {
    const amount = field("amount", ["Nilai", "Value"], { kind: "number", fieldType: "numeric" });
    expect(rowInput(["Rp. 2.500.000"], [{ index: 0, field: amount }])).toEqual({
      amount: "2500000",
    });
  });
});

describe("dateErrors", () => {
  const joined = field("join_date", ["Tanggal Bergabung", "Join Date"], { fieldType: "date" });
  const plan = [{ index: 0, field: joined }];

  it.each([
    ["2026-13-45", ["Tanggal Bergabung harus berupa tanggal yang benar"]],
    ["2025-02-29", ["Tanggal Bergabung harus berupa tanggal yang benar"]],
    ["31/12/2025", ["Tanggal Bergabung harus berupa tanggal yang benar"]],
    ["2024-02-29", undefined],
  ])("%s", (value, messages) => {
    expect(dateErrors({ join_date: value }, plan, "id").join_date).toEqual(messages);
  });
});
