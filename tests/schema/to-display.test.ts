/** List columns, detail rows, actions and tabs for a user and a language. */
import { describe, expect, it } from "vitest";
import { sampleRecord } from "../../src/schema/adapter/sample-record";
import { toActions, toTabs } from "../../src/schema/adapter/to-actions";
import { displayText, toColumns, toDetailRows } from "../../src/schema/adapter/to-display";
import { MODELS, SUPER_ADMIN, screenOf } from "./fixtures";

const projects = screenOf(MODELS.projects, {
  resource: "project",
  hidden_actions: ["import"],
  tabs: [
    { name: { id: "Alat", en: "Equipment" }, module: "equipments", as_param: "project_id" },
    {
      name: { id: "Perangkat", en: "Devices" },
      module: "devices",
      as_param: "project_id",
      permission: "read-devices",
      key_field: "project_code",
    },
  ],
  fields: {
    project_code: {
      label: { id: "Kode Proyek", en: "Project Code" },
      list: { order: 1, transform: "uppercase" },
    },
    contract_value: { list: { type: "money" }, detail: { type: "money" } },
    status: { option: { items: [{ code: "running", label: { id: "Berjalan", en: "Running" } }] } },
    owner_name: { list: { type: "badge" } },
  },
});

describe("toColumns and toDetailRows", () => {
  const columns = toColumns(projects, { user: SUPER_ADMIN, locale: "en" });

  it("lists the shown columns in order, with their display and transform", () => {
    expect(columns[0]).toMatchObject({
      id: "project_code",
      label: "Project Code",
      type: "text",
      transform: "uppercase",
    });
    expect(columns.map((column) => column.id)).not.toContain("address");
    expect(columns.find((column) => column.id === "contract_value")).toMatchObject({
      type: "money",
    });
    expect(columns.find((column) => column.id === "owner_name")).toMatchObject({
      type: "unknown-display",
      requestedType: "badge",
    });
  });

  it("formats values from the record, related rows included", () => {
    const record = {
      ...sampleRecord(projects),
      project_code: "prj-1",
      status: "running",
      start_date: "2026-01-15",
      is_high_risk: true,
      progress: "12.5",
    };
    const text = (id: string) => {
      const column = [
        ...columns,
        ...toDetailRows(projects, { user: SUPER_ADMIN, locale: "en" }),
      ].find((item) => item.id === id);
      if (!column) throw new Error(id);
      return displayText(column, record, "en");
    };
    expect(text("project_code")).toBe("PRJ-1");
    expect(text("status")).toBe("Running");
    expect(text("department_id")).toBe("Contoh Department");
    expect(text("is_high_risk")).toBe("Yes");
    expect(text("progress")).toBe("12.5");
    expect(text("start_date")).toBe("2026-01-15");
  });

  it("shows the detail everything readable but ids and authorship", () => {
    const rows = toDetailRows(projects, { user: SUPER_ADMIN, locale: "id" }).map((row) => row.id);
    expect(rows).toContain("created_at");
    expect(rows).not.toContain("id");
    expect(rows).not.toContain("created_by");
  });
});

describe("toActions and toTabs", () => {
  it.each([
    [
      "the super-admin",
      SUPER_ADMIN,
      { create: true, detail: true, update: true, delete: true, export: true, import: false },
    ],
    [
      "a reader",
      { roleId: 4, permissions: ["read-project"] },
      { create: false, detail: true, update: false, delete: false, export: true, import: false },
    ],
    [
      "an editor",
      { roleId: 2, permissions: ["read-project", "update-project"] },
      { create: false, detail: true, update: true, delete: false, export: true, import: false },
    ],
    [
      "nobody",
      null,
      { create: false, detail: false, update: false, delete: false, export: false, import: false },
    ],
  ])("allows %s %j", (_name, user, actions) => {
    expect(toActions(projects, user)).toEqual(actions);
  });

  it("keeps the tabs whose sub-list the user may read", () => {
    const reader = { roleId: 4, permissions: ["read-equipments"] };
    expect(
      toTabs(projects, { user: reader, locale: "en" }).map((tab) => [tab.label, tab.keyField]),
    ).toEqual([["Equipment", "id"]]);
    expect(
      toTabs(projects, { user: SUPER_ADMIN, locale: "id" }).map((tab) => tab.keyField),
    ).toEqual(["id", "project_code"]);
    expect(
      toTabs(
        projects,
        { user: { roleId: 4, permissions: ["read-alat"] }, locale: "id" },
        () => "alat",
      ),
    ).toHaveLength(1);
  });
});
