// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, test } from "vitest";
import { HEALTHY, healthAnswers, modulesAnswers, renderApp, setupClientTests } from "../render-app";

const server = setupClientTests(healthAnswers());

describe("module launcher", () => {
  test("greets the user and offers each readable module, leading to its first screen", async () => {
    const { user } = await renderApp({ signedIn: true });

    expect(await screen.findByRole("heading", { level: 1, name: "Beranda" })).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "Selamat datang, Dewi Lestari" }),
    ).toBeInTheDocument();
    const card = screen.getByRole("link", { name: /Data Master/ });
    expect(card).toHaveAttribute("href", "/master/m-skills");
    expect(document.title).toBe("Beranda · Mandor");

    await user.click(card);

    expect(
      await screen.findByRole("heading", { level: 1, name: "Master Keahlian" }),
    ).toBeInTheDocument();
    // The heading shows while the screen's code loads; the page's content follows.
    expect(await screen.findByText("Layar Master Keahlian sedang disiapkan")).toBeInTheDocument();
    const aside = screen.getByRole("navigation", { name: "Navigasi utama" });
    expect(within(aside).getByRole("link", { name: "Master Riwayat Penyakit" })).toHaveAttribute(
      "href",
      "/master/m-diseases",
    );
  });

  test("says so when the user may read no module", async () => {
    server.use(modulesAnswers([]));
    await renderApp({ signedIn: true });
    expect(await screen.findByText("Belum ada modul untuk Anda")).toBeInTheDocument();
  });

  test("shows the not-found page for a module screen the user may not read", async () => {
    await renderApp({ signedIn: true, path: "/user-role/user" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Halaman tidak ditemukan" }),
    ).toBeInTheDocument();
  });
});

describe("server status on the launcher", () => {
  test("shows a healthy server", async () => {
    await renderApp({ signedIn: true });
    const card = await screen.findByRole("region", { name: "Status server" });
    expect(await within(card).findByText("Berjalan normal")).toBeInTheDocument();
    expect(within(card).getByText("PGlite (tertanam)")).toBeInTheDocument();
    expect(within(card).getByText(HEALTHY.version)).toBeInTheDocument();
  });

  test("names a real PostgreSQL server as such", async () => {
    server.use(healthAnswers({ ...HEALTHY, database: "postgres" }));
    await renderApp({ signedIn: true });
    expect(await screen.findByText("PostgreSQL")).toBeInTheDocument();
  });

  test("shows the server's message on a 500 and recovers with the retry button", async () => {
    server.use(healthAnswers({ message: "Basis data tidak dapat dihubungi." }, 500));
    const { user } = await renderApp({ signedIn: true });

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Server tidak dapat dihubungi");
    expect(alert).toHaveTextContent("Basis data tidak dapat dihubungi.");

    server.use(healthAnswers());
    await user.click(screen.getByRole("button", { name: "Coba lagi" }));

    expect(await screen.findByText("Berjalan normal")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  test("gives a generic hint when the network fails without an answer", async () => {
    server.use(http.get("*/api/health", () => HttpResponse.error()));
    await renderApp({ signedIn: true });

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Periksa koneksi jaringan Anda, lalu coba lagi.",
    );
  });

  test("sends the interface language as Content-Language and the bearer token", async () => {
    const seen: (string | null)[][] = [];
    server.use(
      http.get("*/api/modules", ({ request }) => {
        seen.push([request.headers.get("Content-Language"), request.headers.get("Authorization")]);
        return HttpResponse.json({ data: [] });
      }),
    );
    await renderApp({ locale: "en", signedIn: true });

    expect(await screen.findByText("Running normally")).toBeInTheDocument();
    await waitFor(() => expect(seen[0]).toEqual(["en", `Bearer ${"t".repeat(43)}`]));
  });
});
