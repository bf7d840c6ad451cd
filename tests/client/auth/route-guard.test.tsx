// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, test } from "vitest";
import { LOCALE_STORAGE_KEY } from "../../../src/client/i18n/activate-locale";
import { readSession } from "../../../src/client/session/session-store";
import {
  appConfigAnswers,
  healthAnswers,
  renderApp,
  SIGNED_IN,
  setupClientTests,
  storeSession,
} from "../render-app";

const server = setupClientTests(
  healthAnswers(),
  http.get("*/api/app-config/pages/:page", () =>
    HttpResponse.json({ data: { html: "<h2>Ketentuan</h2>" } }),
  ),
  http.get("*/api/no-auth/*", () => HttpResponse.json({ data: [] })),
);

const loginShows = async () => {
  expect(await screen.findByRole("heading", { level: 1, name: "Masuk" })).toBeInTheDocument();
  expect(window.location.pathname).toBe("/login");
};

describe("route guard", () => {
  test.each(["/", "/master/m-skills", "/tidak-ada"])(
    "sends a signed-out visitor of %s to login",
    async (path) => {
      await renderApp({ path });
      await loginShows();
    },
  );

  test.each([
    ["/term-condition", "Syarat & Ketentuan · Mandor"],
    ["/register", "Daftar akun · Mandor"],
    ["/waiting-account", "Proses Persetujuan · Mandor"],
  ])("opens the public page %s without a session", async (path, title) => {
    await renderApp({ path });
    await waitFor(() => expect(document.title).toBe(title));
    expect(window.location.pathname).toBe(path);
  });

  test.each(["/register", "/register-role", "/verify-email?code=x", "/waiting-account"])(
    "shows login instead of %s while self-registration is off",
    async (path) => {
      server.use(appConfigAnswers({ allowRegister: false }));
      await renderApp({ path });
      await loginShows();
    },
  );

  test("lets a stored session through to private pages, and sends it from login to the launcher", async () => {
    await renderApp({ path: "/login", signedIn: true });
    expect(
      await screen.findByRole("heading", { name: "Selamat datang, Dewi Lestari" }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe("/");
  });

  test("drops a stored session of another app code and goes to login, keeping the language", async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, "id");
    storeSession(SIGNED_IN, "APLIKASI-LAIN");
    await renderApp({ path: "/" });
    await loginShows();
    expect(readSession()).toMatchObject({
      token: null,
      profile: null,
      permissions: [],
      modules: null,
    });
    expect(localStorage.getItem("autofill")).toBeNull();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("id");
  });

  test("says so, with a retry, when the app configuration cannot be loaded", async () => {
    server.use(http.get("*/api/app-config", () => HttpResponse.error()));
    const { user } = await renderApp({ path: "/login" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Aplikasi tidak dapat dimuat");
    server.use(appConfigAnswers());
    await user.click(screen.getByRole("button", { name: "Coba lagi" }));
    await loginShows();
  });
});

describe("a 401 from any call", () => {
  test("clears the stored session and lands on login, keeping the language", async () => {
    server.use(
      http.get("*/api/modules", () =>
        HttpResponse.json(
          { code: "UNAUTHENTICATED", message: "Sesi Anda telah berakhir." },
          { status: 401 },
        ),
      ),
    );
    await renderApp({ path: "/master/m-skills", signedIn: true, locale: "en" });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/login");
    expect(readSession().token).toBeNull();
    expect(localStorage.getItem("profile")).toBeNull();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("en");
  });
});

describe("sign-out", () => {
  test("ends the session on the server and here, then shows login", async () => {
    const calls: (string | null)[] = [];
    server.use(
      http.post("*/api/logout", ({ request }) => {
        calls.push(request.headers.get("Authorization"));
        return HttpResponse.json({ message: "Anda telah keluar." });
      }),
    );
    const { user } = await renderApp({ signedIn: true });
    await user.click(await screen.findByRole("button", { name: "Keluar" }));
    await loginShows();
    expect(calls).toEqual([`Bearer ${SIGNED_IN.token}`]);
    expect(readSession().token).toBeNull();
  });
});
