// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, test } from "vitest";
import { decodeUser } from "../../../src/client/auth/temporary-user";
import { readSession } from "../../../src/client/session/session-store";
import {
  APP_CONFIG,
  appConfigAnswers,
  healthAnswers,
  MODULES,
  renderApp,
  SIGNED_IN,
  setupClientTests,
} from "../render-app";

const server = setupClientTests(healthAnswers());

const beforeLogin = (status_code: string, extra: object = {}) => ({
  status_code,
  id: 12,
  fullname: "Rina Wulandari",
  username: "rina",
  email: "rina@mandor.test",
  department: { id: 1, department_name: "Departemen Gedung", contact_pic: "Budi - 0812" },
  ...extra,
});

function loginAnswers(status: number, body: object, seen: unknown[] = []) {
  return http.post("*/api/login", async ({ request }) => {
    seen.push(await request.json());
    return HttpResponse.json(body, { status });
  });
}

async function signInWith(
  user: Awaited<ReturnType<typeof renderApp>>["user"],
  name: string,
  password: string,
) {
  const username = await screen.findByLabelText("Username atau e-mail");
  if (name) await user.type(username, name);
  if (password)
    await user.type(screen.getByLabelText("Kata sandi", { selector: "input" }), password);
  await user.click(screen.getByRole("button", { name: "Masuk" }));
}

describe("login: signin state", () => {
  test.each([
    ["nothing", "", ""],
    ["no password", "rina", ""],
    ["only spaces as username", "   ", "Rahasia#2026"],
  ])("asks for both with %s, without calling the server", async (_name, name, password) => {
    const seen: unknown[] = [];
    server.use(loginAnswers(200, SIGNED_IN, seen));
    const { user } = await renderApp({ path: "/login" });
    await signInWith(user, name, password);
    expect(await screen.findByRole("alert")).toHaveTextContent("Username & Password harus diisi");
    expect(seen).toEqual([]);
  });

  test("sends the trimmed username, stores the session and modules, and opens the launcher", async () => {
    const seen: unknown[] = [];
    server.use(loginAnswers(200, SIGNED_IN, seen));
    const { user } = await renderApp({ path: "/login" });
    await signInWith(user, "  dewi.lestari ", "Rahasia#2026");

    expect(
      await screen.findByRole("heading", { name: "Selamat datang, Dewi Lestari" }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe("/");
    expect(seen).toEqual([{ username: "dewi.lestari", password: "Rahasia#2026" }]);
    const session = readSession();
    expect(session.token).toBe(SIGNED_IN.token);
    expect(session.profile?.role_id).toBe(3);
    expect(session.permissions).toEqual(SIGNED_IN.permissions);
    expect(session.appCode).toBe(APP_CONFIG.appCode);
    await waitFor(() => expect(readSession().modules).toEqual(MODULES));
    expect(JSON.parse(localStorage.getItem("autofill") ?? "null")).toEqual({
      department: { value: 1, list: SIGNED_IN.departments },
      project: { value: 2, list: SIGNED_IN.projects },
    });
  });

  test("sends the app code while the SSO option is on", async () => {
    const seen: unknown[] = [];
    server.use(appConfigAnswers({ sso: true }), loginAnswers(200, SIGNED_IN, seen));
    const { user } = await renderApp({ path: "/login" });
    await signInWith(user, "dewi", "Rahasia#2026");
    await screen.findByRole("heading", { name: /Selamat datang/ });
    expect(seen).toEqual([
      { username: "dewi", password: "Rahasia#2026", app_code: APP_CONFIG.appCode },
    ]);
  });

  test("shows the server's message for wrong credentials", async () => {
    server.use(
      loginAnswers(400, {
        code: "INVALID_CREDENTIALS",
        message: "Username/e-mail atau kata sandi salah.",
      }),
    );
    const { user } = await renderApp({ path: "/login" });
    await signInWith(user, "dewi", "salah-sekali");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Username/e-mail atau kata sandi salah.",
    );
    expect(screen.queryByRole("button", { name: /Kirim ulang/ })).not.toBeInTheDocument();
    expect(readSession().token).toBeNull();
  });

  test("email_unverified: the message with a resend link that counts down 60 seconds", async () => {
    const resent: unknown[] = [];
    server.use(
      loginAnswers(403, {
        message: "E-mail Anda belum diverifikasi.",
        data_user_before_login: beforeLogin("email_unverified"),
      }),
      http.post("*/api/resend-email-verification", async ({ request }) => {
        resent.push(await request.json());
        return HttpResponse.json({ message: "Tautan baru telah dikirim." });
      }),
    );
    const { user } = await renderApp({ path: "/login" });
    await signInWith(user, "rina", "Rahasia#2026");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("E-mail Anda belum diverifikasi.");
    await user.click(within(alert).getByRole("button", { name: "Kirim ulang tautan verifikasi" }));

    const notice = await screen.findByRole("status");
    expect(notice).toHaveTextContent("Tautan baru telah dikirim.");
    const counting = within(notice).getByRole("button", {
      name: "Kirim ulang tautan verifikasi (60 detik)",
    });
    expect(counting).toBeDisabled();
    expect(resent).toEqual([{ email: "rina@mandor.test", username: "rina" }]);
    expect(
      await within(notice).findByRole(
        "button",
        { name: "Kirim ulang tautan verifikasi (59 detik)" },
        { timeout: 2000 },
      ),
    ).toBeDisabled();
    await user.click(within(notice).getByRole("button", { name: /Kirim ulang/ }));
    expect(resent).toHaveLength(1);
  });

  test("email_verified: goes to the waiting screen with the user", async () => {
    server.use(
      loginAnswers(403, {
        message: "Menunggu persetujuan.",
        data_user_before_login: beforeLogin("email_verified"),
      }),
    );
    const { user } = await renderApp({ path: "/login" });
    await signInWith(user, "rina", "Rahasia#2026");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Proses Persetujuan" }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe("/waiting-account");
    expect(decodeUser(new URLSearchParams(window.location.search).get("user"))?.username).toBe(
      "rina",
    );
  });

  test("anonymous: goes to role registration", async () => {
    server.use(
      loginAnswers(403, {
        message: "Belum ada role.",
        data_user_before_login: beforeLogin("anonymous", { ticket: "k".repeat(43) }),
      }),
      http.get("*/api/no-auth/role-register", () => HttpResponse.json({ data: [] })),
    );
    const { user } = await renderApp({ path: "/login" });
    await signInWith(user, "rina", "Rahasia#2026");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Pilih role" }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe("/register-role");
  });

  test("any other status shows the message and stays", async () => {
    server.use(
      loginAnswers(403, {
        message: "Pendaftaran akun Anda ditolak.",
        data_user_before_login: beforeLogin("rejected"),
      }),
    );
    const { user } = await renderApp({ path: "/login" });
    await signInWith(user, "rina", "Rahasia#2026");
    expect(await screen.findByRole("alert")).toHaveTextContent("Pendaftaran akun Anda ditolak.");
    expect(window.location.pathname).toBe("/login");
  });

  test("shows and hides the password", async () => {
    const { user } = await renderApp({ path: "/login" });
    const input = await screen.findByLabelText("Kata sandi", { selector: "input" });
    expect(input).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Tampilkan kata sandi" }));
    expect(input).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Sembunyikan kata sandi" }));
    expect(input).toHaveAttribute("type", "password");
  });

  test("hides the register and forgot links when the steward switched them off", async () => {
    server.use(appConfigAnswers({ allowRegister: false, forgetPassword: false }));
    await renderApp({ path: "/login" });
    await screen.findByRole("heading", { level: 1, name: "Masuk" });
    expect(screen.queryByRole("link", { name: "Daftar di sini" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Lupa kata sandi?" })).not.toBeInTheDocument();
  });
});

describe("login: forgot and forgot-success states", () => {
  test("asks for the e-mail (submit disabled while empty), then says it was sent", async () => {
    const asked: unknown[] = [];
    server.use(
      http.post("*/api/request-forgot-password", async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({
          message: "Jika e-mail tersebut terdaftar, tautan telah dikirim.",
        });
      }),
    );
    const { user } = await renderApp({ path: "/login" });
    await user.click(await screen.findByRole("button", { name: "Lupa kata sandi?" }));

    expect(screen.getByRole("heading", { level: 1, name: "Lupa kata sandi" })).toBeInTheDocument();
    const send = screen.getByRole("button", { name: "Kirim tautan" });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText("E-mail"), "rina@mandor.test");
    expect(send).toBeEnabled();
    await user.click(send);

    expect(
      await screen.findByRole("heading", { level: 1, name: "Periksa e-mail Anda" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Jika e-mail tersebut terdaftar, tautan telah dikirim."),
    ).toBeInTheDocument();
    expect(asked).toEqual([{ email: "rina@mandor.test" }]);

    await user.click(screen.getByRole("button", { name: "Kembali ke halaman masuk" }));
    expect(screen.getByRole("heading", { level: 1, name: "Masuk" })).toBeInTheDocument();
  });

  test("cancel returns to sign-in, and a failure shows the server's message", async () => {
    server.use(
      http.post("*/api/request-forgot-password", () =>
        HttpResponse.json(
          { message: "Terlalu banyak permintaan. Coba lagi dalam 60 detik." },
          { status: 429 },
        ),
      ),
    );
    const { user } = await renderApp({ path: "/login" });
    await user.click(await screen.findByRole("button", { name: "Lupa kata sandi?" }));
    await user.type(screen.getByLabelText("E-mail"), "rina@mandor.test");
    await user.click(screen.getByRole("button", { name: "Kirim tautan" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Terlalu banyak permintaan.");

    await user.click(screen.getByRole("button", { name: "Batal" }));
    expect(screen.getByRole("heading", { level: 1, name: "Masuk" })).toBeInTheDocument();
  });
});
