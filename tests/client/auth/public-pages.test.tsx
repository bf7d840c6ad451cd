// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, test, vi } from "vitest";
import { encodeUser, type TemporaryUser } from "../../../src/client/auth/temporary-user";
import { readSession } from "../../../src/client/session/session-store";
import { healthAnswers, renderApp, SIGNED_IN, setupClientTests } from "../render-app";

const server = setupClientTests(healthAnswers());

const waiting: TemporaryUser = {
  status_code: "email_verified",
  id: 12,
  fullname: "Rina Wulandari",
  username: "rina",
  email: "rina@mandor.test",
  department: {
    id: 1,
    department_name: "Departemen Gedung",
    contact_pic: "Budi Santoso - 0812-3456-7890",
  },
};

describe("waiting screen", () => {
  test("shows 'Proses Persetujuan' and copies the PIC number after the dash", async () => {
    const { user } = await renderApp({ path: `/waiting-account?user=${encodeUser(waiting)}` });
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Proses Persetujuan" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Halo Rina Wulandari/)).toHaveTextContent("admin Departemen Gedung");
    expect(screen.getByText("Budi Santoso - 0812-3456-7890")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Salin nomor" }));

    expect(writeText).toHaveBeenCalledWith("0812-3456-7890");
    expect(await screen.findByText("Nomor PIC sudah dicopy")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe("0812-3456-7890");
  });

  test("copies the whole contact when it has no dash", async () => {
    const plain = {
      ...waiting,
      department: { id: 2, department_name: "Infra", contact_pic: "081299990000" },
    };
    const { user } = await renderApp({ path: `/waiting-account?user=${encodeUser(plain)}` });
    await user.click(await screen.findByRole("button", { name: "Salin nomor" }));
    expect(await navigator.clipboard.readText()).toBe("081299990000");
  });
});

describe("verify-email page", () => {
  test("submits the code from the address once, on load, and shows the answer", async () => {
    const codes: unknown[] = [];
    server.use(
      http.post("*/api/verify-email", async ({ request }) => {
        codes.push(await request.json());
        return HttpResponse.json({ message: "E-mail berhasil diverifikasi." });
      }),
    );
    await renderApp({ path: "/verify-email?code=abc" });
    expect(await screen.findByText("E-mail berhasil diverifikasi.")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "E-mail terverifikasi" }),
    ).toBeInTheDocument();
    expect(codes).toEqual([{ code: "abc" }]);
  });

  test("shows the server's message on failure", async () => {
    server.use(
      http.post("*/api/verify-email", () =>
        HttpResponse.json({ message: "Tautan verifikasi tidak valid." }, { status: 400 }),
      ),
    );
    await renderApp({ path: "/verify-email?code=abc" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Tautan verifikasi tidak valid.");
  });
});

describe("SSO page", () => {
  test("verifies the token from the address and signs in", async () => {
    const tokens: unknown[] = [];
    server.use(
      http.post("*/api/oauth/verify-oauth-sso-token", async ({ request }) => {
        tokens.push(await request.json());
        return HttpResponse.json(SIGNED_IN);
      }),
    );
    await renderApp({ path: "/sso-login?id=jwt-dari-sso" });
    expect(
      await screen.findByRole("heading", { name: "Selamat datang, Dewi Lestari" }),
    ).toBeInTheDocument();
    expect(tokens).toEqual([{ token: "jwt-dari-sso" }]);
    expect(readSession().token).toBe(SIGNED_IN.token);
  });

  test("says 'Please wait while you are redirected' meanwhile, and the server's message on failure", async () => {
    let answer: ((value: Response) => void) | undefined;
    server.use(
      http.post(
        "*/api/oauth/verify-oauth-sso-token",
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    await renderApp({ path: "/sso-login?id=palsu" });
    expect(await screen.findByText("Please wait while you are redirected")).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(HttpResponse.json({ message: "Token SSO tidak valid." }, { status: 400 }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Masuk dengan SSO gagal" }),
    ).toBeInTheDocument();
    expect(screen.getAllByText("Token SSO tidak valid.").length).toBeGreaterThanOrEqual(1);
  });
});

describe("role registration page", () => {
  test("sets role and password with the ticket, then shows the waiting screen", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get("*/api/no-auth/role-register", () =>
        HttpResponse.json({ data: [{ id: 4, role_name: "Staf Lapangan", description: null }] }),
      ),
      http.post("*/api/user-register-role", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          message: "Role tersimpan.",
          data: { id: 12, status_code: "email_verified" },
        });
      }),
    );
    const anonymous = { ...waiting, status_code: "anonymous", ticket: "k".repeat(43) };
    const { user } = await renderApp({ path: `/register-role?user=${encodeUser(anonymous)}` });
    const save = await screen.findByRole("button", { name: "Simpan" });
    expect(save).toBeDisabled();
    await user.click(await screen.findByRole("radio", { name: /Staf Lapangan/ }));
    await user.type(
      screen.getByLabelText("Kata sandi", { selector: "input" }),
      "Besi-Beton-Ulir-16",
    );
    await user.click(save);

    expect(
      await screen.findByRole("heading", { level: 1, name: "Proses Persetujuan" }),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ ticket: "k".repeat(43), role_id: 4, password: "Besi-Beton-Ulir-16" }]);
    expect(window.location.search).not.toContain(encodeUser(anonymous));
  });

  test("sends a visitor without a ticket to login", async () => {
    await renderApp({ path: `/register-role?user=${encodeUser(waiting)}` });
    expect(await screen.findByRole("heading", { level: 1, name: "Masuk" })).toBeInTheDocument();
  });
});

describe("terms and privacy pages", () => {
  test("show the steward's page sanitised, in the interface language", async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get("*/api/app-config/pages/privacy-policy", ({ request }) => {
        languages.push(request.headers.get("Content-Language"));
        return HttpResponse.json({
          data: {
            html: '<h2>Kebijakan</h2><p onclick="alert(1)">Isi</p><script>window.hacked = true</script><img src=x onerror="window.hacked=true">',
          },
        });
      }),
    );
    await renderApp({ path: "/privacy-policy" });
    expect(await screen.findByRole("heading", { level: 2, name: "Kebijakan" })).toBeInTheDocument();
    const article = screen.getByText("Isi").closest("article") as HTMLElement;
    expect(article.innerHTML).not.toMatch(/script|onclick|onerror/);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(languages).toEqual(["id"]);
  });
});

describe("device too small", () => {
  test("shows phones the notice with store links until 'keep using the web' is chosen, and remembers it", async () => {
    const agent = vi
      .spyOn(navigator, "userAgent", "get")
      .mockReturnValue(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36",
      );
    try {
      const { user, unmount } = await renderApp({ path: "/login" });
      expect(
        await screen.findByRole("heading", { name: "Layar perangkat terlalu kecil" }),
      ).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Unduh di Google Play" })).toHaveAttribute(
        "href",
        expect.stringContaining("play.google.com"),
      );
      expect(screen.getByRole("link", { name: "Unduh di App Store" })).toHaveAttribute(
        "href",
        expect.stringContaining("apps.apple.com"),
      );
      await user.click(screen.getByRole("button", { name: "Tetap gunakan versi web" }));
      expect(await screen.findByRole("heading", { level: 1, name: "Masuk" })).toBeInTheDocument();

      unmount();
      await renderApp({ path: "/login" });
      expect(await screen.findByRole("heading", { level: 1, name: "Masuk" })).toBeInTheDocument();
      expect(screen.queryByText("Layar perangkat terlalu kecil")).not.toBeInTheDocument();
    } finally {
      agent.mockRestore();
    }
  });
});
