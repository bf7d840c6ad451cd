/**
 * The full-widget view (`/{module}{path}/widget/<id>`): one widget without the admin frame,
 * its figures asked for alone with the address's filters, a way back to the dashboard with the
 * same filters; an unknown widget says so.
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../render-app";
import { dataCalls, signInAsSuperAdmin } from "./render-dashboard";

describe("the full-widget view", () => {
  it("fills the screen with one widget, its filters kept, and leads back", async () => {
    signInAsSuperAdmin();
    await renderApp({ path: "/dashboard/dashboard-summary/widget/by-project?project_id=2" });
    expect(
      await screen.findByRole("heading", { name: "Tenaga Kerja per Proyek", level: 2 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Navigasi utama" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Jumlah Tenaga Kerja" })).toBeNull();
    await waitFor(() =>
      expect(dataCalls.at(-1)?.toString()).toBe("project_id=2&widget=by-project"),
    );
    expect(
      await screen.findByRole("img", { name: "Grafik batang: Tenaga Kerja per Proyek" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Dasbor · 2026-02-26 – 2026-03-10")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Kembali ke dasbor" })).toHaveAttribute(
      "href",
      "/dashboard/dashboard-summary?project_id=2",
    );
  });

  it("goes back to the dashboard in the admin frame", async () => {
    signInAsSuperAdmin();
    const { user } = await renderApp({ path: "/dashboard/dashboard-summary/widget/headcount" });
    await user.click(await screen.findByRole("link", { name: "Kembali ke dasbor" }));
    expect(await screen.findByRole("navigation", { name: "Navigasi utama" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Radar Kehadiran" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/dashboard/dashboard-summary");
  });

  it("says when the dashboard has no such widget", async () => {
    signInAsSuperAdmin();
    await renderApp({ path: "/dashboard/dashboard-summary/widget/nope" });
    expect(
      await screen.findByRole("heading", { name: "Widget tidak ditemukan" }),
    ).toBeInTheDocument();
  });

  it("is the not-found page for a route without a dashboard", async () => {
    signInAsSuperAdmin();
    await renderApp({ path: "/dashboard/nowhere/widget/by-project" });
    expect(
      await screen.findByRole("heading", { name: "Halaman ini tidak ada" }),
    ).toBeInTheDocument();
  });
});
