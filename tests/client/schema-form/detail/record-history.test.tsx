/**
 * A record's history: nothing at all without `read-audit-log` (not even a request), else the
 * timeline — action, who, when in the company's time zone, each change with the field's label
 * (or its id) and before → after — 20 entries a page with a button for more, and an empty note.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { RecordHistory } from "../../../../src/client/schema-form/detail/RecordHistory";
import type { AuditEntry, AuditNames } from "../../../../src/schema/api/crud";
import { MODELS, screenOf } from "../../../schema/fixtures";
import { SIGNED_IN, setupClientTests, storeSession } from "../../render-app";
import { renderWithProviders } from "../render-schema";

const server = setupClientTests();

const projects = screenOf(
  MODELS.projects,
  {
    fields: {
      project_name: { label: { id: "Nama Proyek", en: "Project Name" } },
      contract_value: {
        label: { id: "Nilai Kontrak", en: "Contract Value" },
        detail: { transform: "money" },
      },
    },
  },
  "project",
);

const UPDATE: AuditEntry = {
  id: 41,
  at: "2026-02-01T03:04:05Z",
  action: "update",
  user: { id: 7, fullname: "Dewi Lestari" },
  changes: [
    { field: "project_name", before: "Gedung A", after: "Gedung B" },
    { field: "contract_value", before: null, after: 1500000 },
    { field: "legacy_code", before: "X-1", after: "" },
  ],
};

const entry = (id: number, action: AuditEntry["action"] = "import"): AuditEntry => ({
  id,
  at: "2026-01-15T01:00:00Z",
  action,
  user: null,
  changes: [],
});

function auditAnswers(
  pages: Record<number, AuditEntry[]>,
  total: number,
  names: Record<number, AuditNames> = {},
) {
  const asked: string[] = [];
  server.use(
    http.get("*/api/project/9/audit", ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get("page"));
      asked.push(`${params.get("page")}/${params.get("limit")}`);
      return HttpResponse.json({ data: pages[page] ?? [], total, names: names[page] ?? {} });
    }),
  );
  return asked;
}

function signIn(permissions: string[]) {
  storeSession({ ...SIGNED_IN, permissions });
}

describe("RecordHistory", () => {
  it("shows nothing, and asks nothing, without read-audit-log", async () => {
    const asked = auditAnswers({ 1: [UPDATE] }, 1);
    signIn(["read-project"]);
    const { container } = await renderWithProviders(<RecordHistory screen={projects} id="9" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(asked).toEqual([]);
  });

  it("draws each entry and its changes", async () => {
    auditAnswers(
      {
        1: [
          UPDATE,
          entry(40, "create"),
          entry(39, "delete"),
          entry(38),
          entry(37, "approve"),
          entry(36, "reject"),
        ],
      },
      6,
    );
    signIn(["read-project", "read-audit-log"]);
    await renderWithProviders(<RecordHistory screen={projects} id="9" />);

    const list = await screen.findByRole("list", { name: "Riwayat perubahan" });
    const first = list.children[0] as HTMLElement;
    expect(first).toHaveTextContent("Diubah");
    expect(first).toHaveTextContent("Dewi Lestari");
    expect(within(first).getByText("2026-02-01 10:04:05")).toHaveAttribute(
      "datetime",
      "2026-02-01T03:04:05Z",
    );
    const changes = within(first).getAllByRole("listitem");
    expect(changes.map((change) => change.textContent)).toEqual([
      "Nama ProyekGedung A→menjadiGedung B",
      "Nilai Kontrak—→menjadiRp. 1.500.000",
      "legacy_codeX-1→menjadi—",
    ]);
    expect(screen.getByText("Dibuat")).toBeInTheDocument();
    expect(screen.getByText("Dihapus")).toBeInTheDocument();
    expect(screen.getByText("Diimpor")).toBeInTheDocument();
    expect(screen.getByText("Disetujui")).toBeInTheDocument();
    expect(screen.getByText("Ditolak")).toBeInTheDocument();
    expect(screen.getAllByText("Sistem")).toHaveLength(5);
    expect(screen.queryByRole("button", { name: "Muat lebih banyak" })).not.toBeInTheDocument();
  });

  it("loads 20 entries a page and more on request", async () => {
    const first = Array.from({ length: 20 }, (_, index) => entry(100 - index));
    const asked = auditAnswers({ 1: first, 2: [entry(81), entry(80)] }, 22);
    signIn(["read-audit-log"]);
    const { user } = await renderWithProviders(<RecordHistory screen={projects} id="9" />);

    await user.click(await screen.findByRole("button", { name: "Muat lebih banyak" }));
    await waitFor(() => expect(screen.getAllByText("Diimpor")).toHaveLength(21));
    expect(asked).toEqual(["1/20", "2/20"]);
    // Entry 81 came on both pages (one entry was written meanwhile): it is shown once.
    expect(screen.queryByRole("button", { name: "Muat lebih banyak" })).not.toBeInTheDocument();
  });

  it("speaks names and labels: related rows, authors, choices, yes/no", async () => {
    const moved: AuditEntry = {
      ...UPDATE,
      changes: [
        { field: "department_id", before: 3, after: 4 },
        { field: "created_by", before: null, after: 53 },
        { field: "status", before: "planning", after: "running" },
        { field: "is_high_risk", before: false, after: true },
      ],
    };
    auditAnswers({ 1: [moved] }, 1, {
      1: { department_id: { 3: null, 4: "Departemen Satu" }, created_by: { 53: "Dewi Lestari" } },
    });
    signIn(["read-project", "read-audit-log"]);
    await renderWithProviders(<RecordHistory screen={projects} id="9" />);

    const list = await screen.findByRole("list", { name: "Riwayat perubahan" });
    const changes = within(list.children[0] as HTMLElement).getAllByRole("listitem");
    expect(changes.map((change) => change.textContent)).toEqual([
      "Department#3 (tidak dapat ditampilkan)→menjadiDepartemen Satu",
      "Dibuat oleh—→menjadiDewi Lestari",
      "StatusPlanning→menjadiRunning",
      "Is high riskTidak→menjadiYa",
    ]);
    expect(within(changes[0] as HTMLElement).getByTitle(/di luar akses Anda/)).toHaveTextContent(
      "#3",
    );
  });

  it("says so when the record has no history yet", async () => {
    auditAnswers({}, 0);
    signIn(["read-audit-log"]);
    await renderWithProviders(<RecordHistory screen={projects} id="9" />);
    expect(await screen.findByText("Belum ada riwayat perubahan")).toBeInTheDocument();
  });
});
