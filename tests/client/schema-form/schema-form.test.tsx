/**
 * A generated form in jsdom: labels and asterisks from the overlay, errors shown as the spec
 * says (eager text, aggressive choices, everything on submit), the same messages the server
 * sends, server errors under their fields, and the cleaned values handed to the save.
 */
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { SchemaForm } from "../../../src/client/schema-form/SchemaForm";
import { toForm } from "../../../src/schema/adapter/to-form";
import type { SchemaLocale } from "../../../src/schema/local-text";
import type { FieldErrors } from "../../../src/schema/validation/to-field-errors";
import { compile, MODELS, SUPER_ADMIN, screenOf } from "../../schema/fixtures";
import { setupClientTests } from "../render-app";
import { renderWithProviders, repoScreen } from "./render-schema";

const server = setupClientTests(
  http.get("*/api/department/dataset", () =>
    HttpResponse.json({
      data: [
        { id: 4, department_name: "Departemen Gedung", department_code: "GDG", territory_id: 2 },
      ],
      total: 1,
    }),
  ),
  http.get("*/api/territory/dataset", () =>
    HttpResponse.json({
      data: [{ id: 2, territory_name: "Jawa Tengah", territory_code: "JTG" }],
      total: 1,
    }),
  ),
);

const skills = repoScreen("m-skills", "m_skills");

async function renderForm(
  options: {
    screenId?: "m-skills" | "projects" | "dependent";
    view?: "create" | "update";
    locale?: SchemaLocale;
    initialValues?: Record<string, unknown>;
    serverErrors?: FieldErrors;
  } = {},
) {
  const definition = {
    "m-skills": skills,
    projects: repoScreen("projects", "projects", { path: "/project", resource: "project" }),
    dependent: screenOf(MODELS.projects, {
      fields: {
        territory_id: { getter: "territory", option: { label: "territory_name" } },
        department_id: {
          getter: "department?active=1",
          option: { label: "department_name", get_param: { territory_id: "territory_id" } },
        },
      },
    }),
  }[options.screenId ?? "m-skills"];
  const locale = options.locale ?? "id";
  const form = toForm(definition, options.view ?? "create", { user: SUPER_ADMIN, locale });
  const onSubmit = vi.fn();
  const view = await renderWithProviders(
    <SchemaForm
      form={form}
      validate={compile(form)}
      locale={locale}
      initialValues={options.initialValues}
      serverErrors={options.serverErrors}
      onSubmit={onSubmit}
    >
      <button type="submit">Simpan</button>
    </SchemaForm>,
    locale,
  );
  return { ...view, onSubmit };
}

describe("SchemaForm", () => {
  it("draws the overlay's labels, placeholders, hints and the required asterisks", async () => {
    await renderForm();
    const code = screen.getByLabelText(/Kode Keahlian/);
    expect(code).toHaveAttribute("placeholder", "Contoh: LAS-01");
    expect(code).toHaveAttribute("aria-required", "true");
    expect(
      screen.getByText("Kode Keahlian").parentElement?.querySelector(".field__required"),
    ).toHaveTextContent("*");
    expect(screen.getByText("Opsional. Jelaskan kapan data ini dipakai.")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: /Aktif/ })).toBeChecked();
  });

  it("shows a text field's error after it is left, then follows each change until valid", async () => {
    const { user } = await renderForm();
    const code = screen.getByLabelText(/Kode Keahlian/);
    await user.type(code, "LAS 01");
    expect(screen.queryByText(/boleh mengandung karakter alfanumerik/)).toBeNull();
    await user.tab();
    expect(
      await screen.findByText(
        "Kode Keahlian boleh mengandung karakter alfanumerik, tanda hubung, dan garis bawah",
      ),
    ).toBeInTheDocument();
    expect(code).toHaveAttribute("aria-invalid", "true");
    await user.clear(code);
    await user.type(code, "LAS-01");
    expect(screen.queryByText(/boleh mengandung karakter alfanumerik/)).toBeNull();
    await user.tab();
    expect(code.closest(".field")).toHaveClass("field--valid");
  });

  it("shows a choice's error at once", async () => {
    const { user } = await renderForm({ screenId: "projects" });
    const department = await screen.findByRole("combobox", { name: /Departemen/ });
    await waitFor(() =>
      expect(screen.getByRole("option", { name: "Departemen Gedung" })).toBeInTheDocument(),
    );
    await user.selectOptions(department, "Departemen Gedung");
    await user.selectOptions(department, "Pilih departemen");
    expect(await screen.findByText("Departemen harus diisi")).toBeInTheDocument();
  });

  it("shows every error on submit, in the reader's language, and sends nothing", async () => {
    const { user, onSubmit } = await renderForm({ locale: "en" });
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("The Skill Code field is required")).toBeInTheDocument();
    expect(screen.getByText("The Skill Name field is required")).toBeInTheDocument();
    expect(screen.getByLabelText(/Skill Code/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("hands every field to the save, trimmed, an emptied one as null", async () => {
    const { user, onSubmit } = await renderForm({
      view: "update",
      initialValues: { code: "LAS-01", name: "Juru Las", description: "lama", active: 1 },
    });
    await user.clear(screen.getByLabelText(/Deskripsi/));
    await user.clear(screen.getByLabelText(/Nama Keahlian/));
    await user.type(screen.getByLabelText(/Nama Keahlian/), "  Juru Las Ahli  ");
    await user.click(screen.getByRole("checkbox", { name: /Aktif/ }));
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(onSubmit).toHaveBeenCalledWith({
      code: "LAS-01",
      name: "Juru Las Ahli",
      description: null,
      active: 0,
    });
  });

  it("shows the server's errors under their fields until the field changes", async () => {
    const { user } = await renderForm({
      initialValues: { code: "LAS-01", name: "Juru Las" },
      serverErrors: { code: ["Kode Keahlian sudah digunakan"] },
    });
    expect(await screen.findByText("Kode Keahlian sudah digunakan")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Kode Keahlian/), "2");
    expect(screen.queryByText("Kode Keahlian sudah digunakan")).toBeNull();
  });

  it("copies the chosen department's territory and reports a list that fails to load", async () => {
    const { user } = await renderForm({ screenId: "projects" });
    const department = await screen.findByRole("combobox", { name: /Departemen/ });
    await waitFor(() =>
      expect(screen.getByRole("option", { name: "Departemen Gedung" })).toBeInTheDocument(),
    );
    expect(screen.getByRole("option", { name: "Departemen Gedung" })).toHaveAttribute(
      "title",
      "GDG",
    );
    await user.selectOptions(department, "Departemen Gedung");
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: /Wilayah/ })).toHaveDisplayValue("Jawa Tengah"),
    );

    server.use(
      http.get("*/api/department/dataset", () =>
        HttpResponse.json({ message: "x" }, { status: 500 }),
      ),
    );
    await renderForm({ screenId: "projects", locale: "en" });
    expect(await screen.findByText("Cannot get Department datalist")).toBeInTheDocument();
  });

  it("reloads a dependent list with the field it depends on, and clears its choice", async () => {
    const asked: string[] = [];
    server.use(
      http.get("*/api/department/dataset", ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(`${params.get("territory_id")}:${params.get("active")}:${params.get("limit")}`);
        return HttpResponse.json({
          data: [{ id: 4, department_name: `Departemen ${params.get("territory_id") ?? "semua"}` }],
          total: 1,
        });
      }),
    );
    const { user } = await renderForm({
      screenId: "dependent",
      initialValues: { department_id: 4 },
    });
    const department = screen.getByRole("combobox", { name: /Department/ });
    await waitFor(() => expect(department).toHaveDisplayValue("Departemen semua"));
    await waitFor(() =>
      expect(screen.getByRole("option", { name: "Jawa Tengah" })).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByRole("combobox", { name: /Territory/ }), "Jawa Tengah");
    await waitFor(() =>
      expect(screen.getByRole("option", { name: "Departemen 2" })).toBeInTheDocument(),
    );
    expect(department).toHaveDisplayValue("Pilih…");
    expect(asked).toEqual(["null:1:1000", "2:1:1000"]);
  });

  it("draws fixed choices with their labels and says when a list is empty", async () => {
    server.use(
      http.get("*/api/territory/dataset", () => HttpResponse.json({ data: [], total: 0 })),
    );
    await renderForm({ screenId: "projects" });
    expect(screen.getByRole("combobox", { name: /Status/ })).toHaveDisplayValue("Perencanaan");
    expect(await screen.findByText("Sorry, no options found for this field")).toBeInTheDocument();
  });
});
