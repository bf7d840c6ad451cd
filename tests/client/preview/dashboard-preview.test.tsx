/**
 * Dashboards in the schema preview: listed beside the screens, one drawn with sample figures
 * made from its definition, its definition, and the problems the server reports for its file.
 * (`render-dashboard` stands in for the chart, which jsdom cannot draw.)
 */
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { DEFINITION } from "../dashboards/dashboard-fixtures";
import { server, signInAsSuperAdmin } from "../dashboards/render-dashboard";
import { renderApp } from "../render-app";

const PROBLEM = {
  file: "dashboards/dashboard-summary.json",
  pointer: "/widgets/1/statistics/items/0/id",
  reason: 'the cube "manpower" has no measure "aktif"',
  severity: "error",
};

function previewAnswers(definition: object) {
  server.use(
    http.get("*/api/schema", () => HttpResponse.json({ data: [] })),
    http.get("*/api/schema-problems", () => HttpResponse.json({ data: [] })),
    http.get("*/api/dashboards/dashboard-summary", () => HttpResponse.json({ data: definition })),
  );
}

describe("dashboards in the schema preview", () => {
  it("lists the dashboards the router names beside the screens", async () => {
    signInAsSuperAdmin();
    previewAnswers(DEFINITION);
    await renderApp({ path: "/schema-preview" });
    const index = await screen.findByRole("navigation", { name: "Daftar dasbor" });
    expect(within(index).getByRole("link", { name: /Dasbor.*dashboard-summary/ })).toHaveAttribute(
      "href",
      "/schema-preview/dashboard/dashboard-summary",
    );
    expect(
      within(index).getByRole("link", { name: /Monitoring.*dashboard-monitoring-presence/ }),
    ).toBeInTheDocument();
  });

  it("draws a dashboard with sample figures, its definition and its problems", async () => {
    signInAsSuperAdmin();
    previewAnswers({ ...DEFINITION, problems: [PROBLEM] });
    const { user } = await renderApp({ path: "/schema-preview/dashboard/dashboard-summary" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Berkas ini ditolak; versi baik terakhir (v1) tetap dipakai.",
    );
    const headcount = await screen.findByRole("region", { name: "Jumlah Tenaga Kerja" });
    expect(within(headcount).getByText("Aktif").nextSibling).toHaveTextContent(/^\d+$/);
    const byProject = screen.getByRole("region", { name: "Tenaga Kerja per Proyek" });
    expect(
      within(byProject).getByRole("rowheader", { name: "Jalan Tol Cipali" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Tidak ada visualisasi untuk tipe ini")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Definisi dasbor" }));
    expect(screen.getByText(/"source": "manpower"/)).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: /Masalah/ }));
    expect(screen.getByText(PROBLEM.reason)).toBeInTheDocument();
    expect(screen.getByText(PROBLEM.pointer)).toBeInTheDocument();
  });

  it("says when a dashboard cannot be loaded, with the problems that came with the refusal", async () => {
    signInAsSuperAdmin();
    server.use(
      http.get("*/api/schema", () => HttpResponse.json({ data: [] })),
      http.get("*/api/schema-problems", () => HttpResponse.json({ data: [] })),
      http.get("*/api/dashboards/dashboard-summary", () =>
        HttpResponse.json({ message: "Dasbor tidak valid", problems: [PROBLEM] }, { status: 404 }),
      ),
    );
    await renderApp({ path: "/schema-preview/dashboard/dashboard-summary" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Dasbor tidak valid");
    expect(await screen.findByText(PROBLEM.reason)).toBeInTheDocument();
  });
});
