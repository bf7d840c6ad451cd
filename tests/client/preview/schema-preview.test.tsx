/**
 * The schema preview: the overlays and their state, a chosen screen drawn as form, list and
 * detail from a sample record, its JSON Schema, its problems (a rejected file says the last
 * good version serves), and no access without read-schema-preview.
 */
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { MODELS } from "../../schema/fixtures";
import { SIGNED_IN, setupClientTests, storeSession } from "../render-app";
import { renderAppWithForms, repoScreen } from "../schema-form/render-schema";

const skills = repoScreen("m-skills", "m_skills", { path: "/m-skills", resource: "m-skills" });
const PROBLEM = {
  file: "m-skills.json",
  pointer: "/fields/code/lable",
  reason: 'unknown key "lable"',
  severity: "error",
};

const server = setupClientTests(
  http.get("*/api/schema", () =>
    HttpResponse.json({
      data: [
        {
          id: "m-skills",
          title: skills.title,
          model: "m_skills",
          endpoint: "m-skills",
          version: "v1",
          errors: 1,
          warnings: 0,
        },
        {
          id: "territories",
          title: { id: "Wilayah", en: "Territories" },
          model: "territories",
          endpoint: "territory",
          version: "v2",
          errors: 0,
          warnings: 0,
        },
      ],
    }),
  ),
  http.get("*/api/schema-problems", () => HttpResponse.json({ data: [PROBLEM] })),
  http.get("*/api/schema/m-skills/source", () =>
    HttpResponse.json({
      data: {
        id: "m-skills",
        version: "v1",
        overlay: {},
        model: MODELS.m_skills,
        screen: skills,
        source: '{ "fields": { "code": { "lable": {} } } }',
        problems: [PROBLEM],
      },
    }),
  ),
);

function signInAs(roleId: number) {
  storeSession({ ...SIGNED_IN, user: { ...SIGNED_IN.user, role_id: roleId } });
}

describe("the schema preview", () => {
  it("lists every overlay with its state and, at first, every problem", async () => {
    signInAs(-1);
    await renderAppWithForms("/schema-preview");
    const index = await screen.findByRole("navigation", { name: "Daftar skema" });
    expect(
      within(index).getByRole("link", { name: /Master Keahlian.*m-skills.*1/ }),
    ).toBeInTheDocument();
    expect(
      within(index).getByRole("link", { name: /Wilayah.*territories.*OK/ }),
    ).toBeInTheDocument();
    const table = await screen.findByRole("table");
    expect(within(table).getByText('unknown key "lable"')).toBeInTheDocument();
    expect(within(table).getByText("/fields/code/lable")).toBeInTheDocument();
  });

  it("draws the chosen screen with sample data, its schemas and its problems", async () => {
    signInAs(-1);
    const { user } = await renderAppWithForms("/schema-preview/m-skills");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Berkas ini ditolak; versi baik terakhir (v1) tetap dipakai.",
    );
    expect(await screen.findByLabelText(/Kode Keahlian/)).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "update" }));
    expect(await screen.findByLabelText(/Kode Keahlian/)).toHaveValue("CONTOH-01");
    await user.click(screen.getByRole("button", { name: "Periksa dan tampilkan data" }));
    expect(await screen.findByText("Data yang akan dikirim")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Daftar" }));
    expect(screen.getByRole("columnheader", { name: "Kode Keahlian" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "JSON Schema" }));
    expect(screen.getByText(/"x-rules"/)).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: /Masalah/ }));
    expect(screen.getByText('unknown key "lable"')).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Overlay" }));
    expect(screen.getByText(/"lable"/)).toBeInTheDocument();
  });

  it("moves between tabs with the arrow keys", async () => {
    signInAs(-1);
    const { user } = await renderAppWithForms("/schema-preview/m-skills");
    const form = await screen.findByRole("tab", { name: "Formulir" });
    form.focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Daftar" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Daftar" })).toHaveFocus();
  });

  it("shows nothing without read-schema-preview", async () => {
    signInAs(3);
    server.use(
      http.get("*/api/schema", () => HttpResponse.json({ message: "no" }, { status: 403 })),
    );
    await renderAppWithForms("/schema-preview");
    expect(await screen.findByRole("heading", { name: "Tidak ada akses" })).toBeInTheDocument();
  });
});
