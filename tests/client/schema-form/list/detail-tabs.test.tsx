/**
 * A detail's sub-lists: a department's projects appear under its detail only with the
 * projects' read permission, always filtered by the department (a parameter the sub-list's
 * filter form does not offer); their add-new and row links carry the department to the
 * projects' page.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { setupClientTests } from "../../render-app";
import { renderAppWithForms, screenAnswers } from "../render-schema";
import { departments, lastQuery, listAnswers, projects, signIn } from "./list-fixtures";

const DEPARTMENT = {
  id: 4,
  department_code: "GDG",
  department_name: "Departemen Gedung",
  territory_id: 1,
  territory: { id: 1, territory_name: "Jawa Tengah" },
  contact_pic: "Budi",
};

const PROJECT = {
  id: 31,
  project_code: "prj-031",
  project_name: "Gedung Kantor Sudirman",
  department_id: 4,
  department: { id: 4, department_name: "Departemen Gedung" },
  status: "active",
};

const server = setupClientTests(
  screenAnswers(departments),
  screenAnswers(projects),
  http.get("*/api/departments/4/show", () => HttpResponse.json({ data: DEPARTMENT })),
);

describe("the detail's sub-lists", () => {
  it("lists the record's rows of the sub-module with a fixed filter", async () => {
    signIn(server, ["read-departments", "read-projects", "update-projects"]);
    const list = listAnswers(projects, { total: 1, rows: () => [PROJECT] });
    server.use(list.handler);
    const { user } = await renderAppWithForms("/operational-unit/departments?view=detail&id=4");
    const tabs = await screen.findByRole("region", { name: "Proyek" });
    expect(await within(tabs).findByText("PRJ-031")).toBeInTheDocument();
    expect(lastQuery(list.calls)).toMatchObject({ department_id: "4", page: "1", limit: "20" });
    // The sub-screen's page keeps the parent key: its list and a new row stay the record's.
    expect(within(tabs).getByRole("link", { name: "Ubah" })).toHaveAttribute(
      "href",
      "/operational-unit/projects?fixed.department_id=4&view=update&id=31",
    );

    // The sub-list's state is its own: the detail's address does not change.
    await user.type(within(tabs).getByRole("searchbox", { name: "Cari data" }), "kantor{Enter}");
    await waitFor(() =>
      expect(lastQuery(list.calls)).toMatchObject({ search: "kantor", department_id: "4" }),
    );
    expect(window.location.search).toBe("?view=detail&id=4");

    await user.click(within(tabs).getByRole("button", { name: "Filter" }));
    const filter = await screen.findByRole("dialog", { name: "Filter" });
    expect(await within(filter).findByLabelText("Nama Proyek")).toBeInTheDocument();
    expect(within(filter).queryByLabelText("Departemen")).not.toBeInTheDocument();
  });

  it("opens add-new with the record's key in the address", async () => {
    signIn(server, ["read-departments", "read-projects", "create-projects"]);
    const list = listAnswers(projects, { total: 1, rows: () => [PROJECT] });
    server.use(list.handler);
    await renderAppWithForms("/operational-unit/departments?view=detail&id=4");
    const tabs = await screen.findByRole("region", { name: "Proyek" });
    expect(await within(tabs).findByRole("link", { name: "Tambah data" })).toHaveAttribute(
      "href",
      "/operational-unit/projects?fixed.department_id=4&view=create",
    );
  });

  it("leaves a sub-list out without the sub-module's read permission", async () => {
    signIn(server, ["read-departments"]);
    const list = listAnswers(projects, { total: 1, rows: () => [PROJECT] });
    server.use(list.handler);
    await renderAppWithForms("/operational-unit/departments?view=detail&id=4");
    expect(await screen.findByText("Departemen Gedung")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Proyek" })).not.toBeInTheDocument();
    expect(list.calls).toHaveLength(0);
  });
});
