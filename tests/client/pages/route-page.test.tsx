/**
 * The route table's page for `/{module}{route}`: until the router file is known it says it
 * is loading, or why it could not be, with a retry that then draws the route; an address no
 * route of the module knows is the not-found page, and a `page` the registry does not know
 * keeps the placeholder, as a route without a screen does.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { App } from "../../../src/client/App";
import { activateLocale } from "../../../src/client/i18n/activate-locale";
import { saveModules, saveSignIn } from "../../../src/client/session/session-store";
import type { Module } from "../../../src/schema/modules";
import { APP_CONFIG, MODULES, SIGNED_IN, setupClientTests, storeSession } from "../render-app";

const server = setupClientTests();
const PLACEHOLDER = "Layar Master Keahlian sedang disiapkan";

/** Signed in, but the router file not read yet (no modules stored). */
async function renderWithoutModules(path: string) {
  window.history.replaceState(null, "", path);
  await activateLocale("id");
  saveSignIn(SIGNED_IN, APP_CONFIG.appCode, true);
  const user = userEvent.setup();
  return { user, ...render(<App />) };
}

describe("the page of a module's route", () => {
  it("says it is loading until the router file is there, then draws the route", async () => {
    server.use(
      http.get("*/api/modules", async () => {
        await delay(300);
        return HttpResponse.json({ data: MODULES });
      }),
    );
    await renderWithoutModules("/master/m-skills");
    expect(await screen.findByRole("heading", { level: 1, name: "Memuat…" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Memuat…");
    expect(await screen.findByText(PLACEHOLDER)).toBeInTheDocument();
  });

  it("says why the router file could not be read, and tries again", async () => {
    let fail = true;
    server.use(
      http.get("*/api/modules", () =>
        fail
          ? HttpResponse.json({ message: "Basis data tidak dapat dihubungi." }, { status: 503 })
          : HttpResponse.json({ data: MODULES }),
      ),
    );
    const { user } = await renderWithoutModules("/master/m-skills");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Layar tidak dapat dimuat");
    expect(alert).toHaveTextContent("Basis data tidak dapat dihubungi.");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Coba lagi" }));
    expect(await screen.findByText(PLACEHOLDER)).toBeInTheDocument();
  });

  it("is the not-found page for a route the module does not have", async () => {
    window.history.replaceState(null, "", "/master/tidak-ada");
    await activateLocale("id");
    storeSession();
    render(<App />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Halaman tidak ditemukan" }),
    ).toBeInTheDocument();
  });

  it("keeps the placeholder for a page the registry does not know", async () => {
    const modules: Module[] = MODULES.map((module) => ({
      ...module,
      routes: module.routes.map((route) => ({ ...route, page: "belum-ada" })),
    }));
    window.history.replaceState(null, "", "/master/m-skills");
    await activateLocale("id");
    storeSession();
    saveModules(modules);
    server.use(http.get("*/api/modules", () => HttpResponse.json({ data: modules })));
    render(<App />);
    expect(await screen.findByText(PLACEHOLDER)).toBeInTheDocument();
  });
});
