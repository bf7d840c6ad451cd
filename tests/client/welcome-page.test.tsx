// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, test } from "vitest";
import { HEALTHY, healthAnswers, renderApp, setupClientTests } from "./render-app";

const server = setupClientTests(healthAnswers());

describe("welcome page", () => {
  test("introduces Mandor and shows a healthy server", async () => {
    await renderApp();

    expect(screen.getByRole("heading", { level: 1, name: "Beranda" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Mandor" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Memeriksa status server…");

    const card = screen.getByRole("region", { name: "Status server" });
    expect(await within(card).findByText("Berjalan normal")).toBeInTheDocument();
    expect(within(card).getByText("PGlite (tertanam)")).toBeInTheDocument();
    expect(within(card).getByText(HEALTHY.version)).toBeInTheDocument();
    expect(document.title).toBe("Beranda · Mandor");
  });

  test("names a real PostgreSQL server as such", async () => {
    server.use(healthAnswers({ ...HEALTHY, database: "postgres" }));
    await renderApp();

    expect(await screen.findByText("PostgreSQL")).toBeInTheDocument();
  });

  test("shows the server's message on a 500 and recovers with the retry button", async () => {
    server.use(healthAnswers({ message: "Basis data tidak dapat dihubungi." }, 500));
    const { user } = await renderApp();

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
    await renderApp();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Periksa koneksi jaringan Anda, lalu coba lagi.",
    );
    expect(screen.getByRole("button", { name: "Coba lagi" })).toBeEnabled();
  });

  test("sends the interface language as Content-Language", async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get("*/api/health", ({ request }) => {
        languages.push(request.headers.get("Content-Language"));
        return HttpResponse.json(HEALTHY);
      }),
    );
    await renderApp({ locale: "en" });

    expect(await screen.findByText("Running normally")).toBeInTheDocument();
    expect(languages).toEqual(["en"]);
  });
});
