/**
 * select-multiple in a real SchemaForm: options from the getter, chips, the listbox keyboard
 * (arrows, typeahead, Space/Enter to add and remove), the value handed to the save, the clear
 * when a field the list depends on changes, toggle_field from the first choice, and the
 * failure message in both languages. Also the single select's toggle that sets the field its
 * own list depends on (a department setting its territory) keeps the choice.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, type vi } from "vitest";
import type { SchemaLocale } from "../../../../src/schema/local-text";
import type { GenModel } from "../../../../src/schema/model-meta";
import type { OverlayField } from "../../../../src/schema/overlay/overlay-types";
import { MODELS, screenOf } from "../../../schema/fixtures";
import { setupClientTests } from "../../render-app";
import { renderSchemaForm } from "../render-schema";

const SKILLS = [
  { id: 1, name: "Besi", code: "BSI", territory_id: 2 },
  { id: 2, name: "Beton", code: "BTN", territory_id: 2 },
  { id: 3, name: "Kayu", code: "KYU", territory_id: 3 },
  { id: 4, name: "Listrik", code: "LST", territory_id: 3 },
];
/** Set inactive: left out of the list (`active=1`), found by its code. */
const RETIRED = { id: 9, name: "Kayu Lapis", code: "KLP", territory_id: 3 };
const asked: string[] = [];

const server = setupClientTests(
  http.get("*/api/m-skills/dataset", ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query.toString());
    const id = query.get("id");
    if (id) {
      const rows = [...SKILLS, RETIRED].filter((row) => String(row.id) === id);
      return HttpResponse.json({ data: rows, total: rows.length });
    }
    const territory = query.get("territory_id");
    return HttpResponse.json({
      data: SKILLS.filter((row) => !territory || String(row.territory_id) === territory),
      total: SKILLS.length,
    });
  }),
  http.get("*/api/territory/dataset", () =>
    HttpResponse.json({
      data: [
        { id: 2, territory_name: "Jawa Tengah" },
        { id: 3, territory_name: "Jawa Timur" },
      ],
      total: 2,
    }),
  ),
  http.get("*/api/department/dataset", ({ request }) => {
    const territory = new URL(request.url).searchParams.get("territory_id");
    const rows = [
      { id: 4, department_name: "Departemen Gedung", territory_id: 2 },
      { id: 5, department_name: "Departemen Jalan", territory_id: 3 },
    ];
    return HttpResponse.json({
      data: rows.filter((row) => !territory || String(row.territory_id) === territory),
      total: 2,
    });
  }),
);

const CREWS: GenModel = {
  model: "crews",
  title: "Regu / Crews",
  fieldList: ["id", "crew_name", "territory_id", "skill_ids", "lead_code"],
  fieldType: {
    id: "bigint",
    crew_name: "character_varying",
    territory_id: "bigint",
    skill_ids: "array",
    lead_code: "character_varying",
  },
  fieldView: ["id", "crew_name", "territory_id", "skill_ids", "lead_code"],
  fieldAdd: ["crew_name", "territory_id", "skill_ids", "lead_code"],
  fieldEdit: ["crew_name", "territory_id", "skill_ids", "lead_code"],
  fieldRelation: {},
  fieldValidation: { crew_name: ["string"], skill_ids: ["required"], lead_code: ["string"] },
};

const SKILL_FIELD: OverlayField = {
  label: { id: "Keahlian", en: "Skills" },
  type: "select-multiple",
  getter: "m-skills?territory_id={territory_id}",
  option: { label: "name", code: "id", tooltip: "code", toggle_field: { lead_code: "code" } },
};

function renderCrew(
  options: { locale?: SchemaLocale; initialValues?: Record<string, unknown> } = {},
) {
  const definition = screenOf(CREWS, {
    fields: {
      territory_id: {
        label: { id: "Wilayah", en: "Territory" },
        type: "select",
        getter: "territory",
        option: { label: "territory_name" },
      },
      skill_ids: SKILL_FIELD,
      lead_code: { label: { id: "Keahlian Utama", en: "Lead Skill" } },
    },
  });
  return renderSchemaForm(definition, options);
}

const submitted = (onSubmit: ReturnType<typeof vi.fn>) => onSubmit.mock.calls.at(-1)?.[0];

describe("select-multiple", () => {
  it("adds and removes by keyboard and hands the codes to the save", async () => {
    asked.length = 0;
    const { user, onSubmit } = await renderCrew();
    const list = screen.getByRole("listbox", { name: /Keahlian/ });
    expect(list).toHaveAttribute("aria-multiselectable", "true");
    await waitFor(() => expect(within(list).getAllByRole("option")).toHaveLength(4));
    expect(within(list).getByRole("option", { name: "Kayu" })).toHaveAttribute("title", "KYU");
    expect(asked).toEqual(["limit=1000&active=1"]);

    list.focus();
    // Focus makes the first option active.
    await user.keyboard("{ArrowDown}{ }");
    expect(within(list).getByRole("option", { name: "Beton" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await user.keyboard("l{Enter}");
    await user.keyboard("{Home}{Enter}");
    const chips = screen.getByRole("list", { name: /Terpilih/ });
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((chip) => chip.textContent),
    ).toEqual(["Besi×", "Beton×", "Listrik×"]);
    // Space on a chosen option takes it out again.
    await user.keyboard("{ArrowDown}{ }");
    expect(within(list).getByRole("option", { name: "Beton" })).toHaveAttribute(
      "aria-selected",
      "false",
    );
    // The chip's button removes, by keyboard too.
    screen.getByRole("button", { name: "Hapus Listrik" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("button", { name: "Hapus Listrik" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(submitted(onSubmit)).toMatchObject({ skill_ids: [1], lead_code: "BSI" });
  });

  it("shows stored codes, reloads when the field it depends on changes and clears", async () => {
    asked.length = 0;
    const { user, onSubmit } = await renderCrew({ initialValues: { skill_ids: [3, 9, 12] } });
    const list = screen.getByRole("listbox", { name: /Keahlian/ });
    await waitFor(() => expect(within(list).getAllByRole("option")).toHaveLength(6));
    expect(screen.getByRole("button", { name: "Hapus Kayu" })).toBeInTheDocument();
    // An inactive entry the list leaves out still shows by its name; a code gone, as itself.
    expect(await screen.findByRole("button", { name: "Hapus Kayu Lapis" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hapus 12" })).toBeInTheDocument();

    await waitFor(() =>
      expect(screen.getByRole("option", { name: "Jawa Tengah" })).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByRole("combobox", { name: /Wilayah/ }), "Jawa Tengah");
    await waitFor(() => expect(within(list).getAllByRole("option")).toHaveLength(2));
    expect(
      within(list)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Besi", "Beton"]);
    expect(screen.queryByRole("list", { name: /Terpilih/ })).toBeNull();
    expect(asked).toEqual([
      "limit=1000&active=1",
      "id=9&limit=1",
      "id=12&limit=1",
      "limit=1000&active=1&territory_id=2",
    ]);

    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Keahlian harus diisi")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ["id", "Cannot get Keahlian datalist"],
    ["en", "Cannot get Skills datalist"],
  ] as const)("says the list failed to load in %s", async (locale, message) => {
    server.use(
      http.get("*/api/m-skills/dataset", () =>
        HttpResponse.json({ message: "x" }, { status: 500 }),
      ),
    );
    await renderCrew({ locale });
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });
});

describe("select toggle_field on the field its own list depends on", () => {
  it("keeps the department it chose when that choice sets the territory", async () => {
    const definition = screenOf(MODELS.projects, {
      fields: {
        territory_id: { getter: "territory", option: { label: "territory_name" } },
        department_id: {
          getter: "department?territory_id={territory_id}",
          option: { label: "department_name", toggle_field: { territory_id: "territory_id" } },
        },
      },
    });
    const { user } = await renderSchemaForm(definition, { locale: "en" });
    const department = screen.getByRole("combobox", { name: /Department/ });
    await waitFor(() =>
      expect(screen.getByRole("option", { name: "Departemen Jalan" })).toBeInTheDocument(),
    );
    await user.selectOptions(department, "Departemen Jalan");
    const territory = screen.getByRole("combobox", { name: /Territory/ });
    await waitFor(() => expect(territory).toHaveDisplayValue("Jawa Timur"));
    await waitFor(() =>
      expect(screen.queryByRole("option", { name: "Departemen Gedung" })).toBeNull(),
    );
    expect(department).toHaveDisplayValue("Departemen Jalan");

    // Another territory: the department no longer belongs and is cleared.
    await user.selectOptions(territory, "Jawa Tengah");
    await waitFor(() =>
      expect(screen.getByRole("option", { name: "Departemen Gedung" })).toBeInTheDocument(),
    );
    expect(department).toHaveDisplayValue("Choose…");
  });
});
