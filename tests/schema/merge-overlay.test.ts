/** Defaults from the model, and every overlay key overriding them. */
import { describe, expect, it } from "vitest";
import { mergeOverlay } from "../../src/schema/overlay/merge-overlay";
import { ALLOW_ALL } from "../../src/schema/permissions";
import { MODELS, screenOf } from "./fixtures";

const field = (screen: ReturnType<typeof screenOf>, id: string) => {
  const found = screen.fields.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no field ${id}`);
  return found;
};

describe("mergeOverlay defaults", () => {
  const screen = screenOf(MODELS.projects);

  it("keeps every readable column, in the model's order", () => {
    expect(screen.fields.map((item) => item.id)).toEqual(MODELS.projects.fieldView);
  });

  it("takes rules from the database without the type-only ones, plus the type's range", () => {
    expect(field(screen, "project_code").rules).toEqual([
      "required",
      "max:30",
      "unique:projects,project_code",
    ]);
    expect(field(screen, "department_id").rules).toEqual([
      "required",
      "exists:departments,id",
      `min_value:${-Number.MAX_SAFE_INTEGER}`,
      `max_value:${Number.MAX_SAFE_INTEGER}`,
    ]);
  });

  it.each([
    ["project_code", "text", true, true, true],
    ["address", "textarea", false, true, true],
    ["department_id", "select", true, true, true],
    ["status", "select", true, true, true],
    ["is_high_risk", "checkbox", true, true, true],
    ["start_date", "date", true, true, true],
    ["id", "number", false, false, false],
    ["created_at", "datetime", false, true, false],
    ["created_by", "number", false, false, false],
  ] as const)("%s: input %s, list %s, detail %s, form %s", (id, input, list, detail, form) => {
    const { views } = field(screen, id);
    expect(views.create.type).toBe(input);
    expect(views.list.show).toBe(list);
    expect(views.detail.show).toBe(detail);
    expect(views.create.show).toBe(form);
    expect(views.update.show).toBe(form);
    expect(views.filter.show).toBe(false);
    expect(views.create.permission).toBe(ALLOW_ALL);
  });

  it("reads a foreign key's display name through its related row", () => {
    const territory = field(screen, "territory_id");
    expect(territory.views.list.view_data).toBe("territory.territory_name");
    expect(territory.getter).toBe("territories");
    expect(territory.option).toEqual({ label: "territory_name", code: "id" });
  });

  it("orders views 10, 20, 30… by column and labels common columns in both languages", () => {
    expect(field(screen, "project_code").views.list.order).toBe(20);
    expect(field(screen, "created_at").label).toEqual({ id: "Dibuat pada", en: "Created at" });
    expect(field(screen, "owner_name").label).toEqual({ id: "Owner name", en: "Owner name" });
  });

  it("takes endpoint and resource from the route, else from the id", () => {
    const route = { path: "/project", resource: "project" };
    const routed = mergeOverlay({
      id: "projects",
      overlay: { title: { id: "P", en: "P" }, model: "projects" },
      model: MODELS.projects,
      route,
    });
    expect([routed.endpoint, routed.resource]).toEqual(["project", "project"]);
    expect([screen.endpoint, screen.resource]).toEqual(["projects", "projects"]);
    expect(screen.list).toEqual({ layout: "table", filter: "inline" });
    expect(screen.exportColumns).toEqual(
      screen.fields.filter((f) => f.views.list.show).map((f) => f.id),
    );
  });
});

describe("mergeOverlay overrides", () => {
  const screen = screenOf(MODELS.projects, {
    endpoint: "proyek",
    resource: "project",
    list: { layout: "card", filter: "panel" },
    hidden_actions: ["delete"],
    redirect: "/operational-unit/project",
    export: { columns: ["project_code"] },
    tabs: [{ name: { id: "Alat", en: "Equipment" }, module: "equipments", as_param: "project_id" }],
    rekap: { items: [{ id: "total", label: { id: "Total", en: "Total" } }] },
    fields: {
      project_code: {
        label: { id: "Kode", en: "Code" },
        placeholder: { id: "PRJ-…", en: "PRJ-…" },
        hint: { id: "Unik", en: "Unique" },
        type: "text",
        rules: ["alpha_dash", "max:20"],
        value: "PRJ-",
        attr: { autocomplete: "off" },
        list: { order: 1, transform: "uppercase", class: "col-code" },
        update: { show: false },
        filter: { show: true },
      },
      department_id: {
        getter: "department?active=1",
        option: {
          label: "department_name|uppercase",
          tooltip: "department_code",
          toggle_field: { territory_id: "territory_id" },
        },
        detail: { view_data: "department.department_code", permission: "read-department" },
      },
      contract_value: { type: "money", list: { type: "money" } },
      address: { list: { show: true } },
    },
  });

  it("applies the screen options", () => {
    expect(screen).toMatchObject({
      endpoint: "proyek",
      resource: "project",
      list: { layout: "card", filter: "panel" },
      hiddenActions: ["delete"],
      redirect: "/operational-unit/project",
      exportColumns: ["project_code"],
      tabs: [{ module: "equipments", as_param: "project_id" }],
      rekap: { items: [{ id: "total" }] },
    });
  });

  it("applies field texts, rules after the database's, value, attributes and views", () => {
    const code = field(screen, "project_code");
    expect(code).toMatchObject({
      label: { id: "Kode", en: "Code" },
      placeholder: { id: "PRJ-…", en: "PRJ-…" },
      hint: { id: "Unik", en: "Unique" },
      rules: ["required", "max:30", "unique:projects,project_code", "alpha_dash", "max:20"],
      value: "PRJ-",
      attr: { autocomplete: "off" },
    });
    expect(code.views.list).toMatchObject({
      order: 1,
      transform: "uppercase",
      class: "col-code",
      show: true,
    });
    expect(code.views.update.show).toBe(false);
    expect(code.views.filter).toMatchObject({ show: true, type: "text" });
  });

  it("merges an option pointer over the relation's defaults", () => {
    const department = field(screen, "department_id");
    expect(department.getter).toBe("department?active=1");
    expect(department.option).toEqual({
      label: "department_name|uppercase",
      code: "id",
      tooltip: "department_code",
      toggle_field: { territory_id: "territory_id" },
    });
    expect(department.views.detail).toMatchObject({
      view_data: "department.department_code",
      permission: "read-department",
    });
  });

  it("lets a view type and show override the defaults", () => {
    expect(field(screen, "contract_value").views.create.type).toBe("money");
    expect(field(screen, "contract_value").views.list.type).toBe("money");
    expect(field(screen, "address").views.list.show).toBe(true);
  });
});
