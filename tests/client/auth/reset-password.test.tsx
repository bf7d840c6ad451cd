// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, test } from "vitest";
import { appConfigAnswers, healthAnswers, renderApp, setupClientTests } from "../render-app";

const server = setupClientTests(healthAnswers());
const code = "c".repeat(43);
const fresh = () => `/reset-password?code=${code}&ts=${Date.now() - 60_000}`;
type User = Awaited<ReturnType<typeof renderApp>>["user"];

async function fill(user: User, password: string, confirmation: string) {
  await user.type(await screen.findByLabelText("Kata sandi baru", { selector: "input" }), password);
  await user.type(
    screen.getByLabelText("Konfirmasi kata sandi", { selector: "input" }),
    confirmation,
  );
}

describe("reset password", () => {
  test("keeps 'Perbarui & Login' disabled until both are filled and equal", async () => {
    const { user } = await renderApp({ path: fresh() });
    const submit = await screen.findByRole("button", { name: "Perbarui & Login" });
    expect(submit).toBeDisabled();

    await fill(user, "Balok-Kolom-7", "Balok-Kolom-8");
    expect(screen.getByText("Konfirmasi kata sandi tidak cocok")).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText("Kata sandi baru", { selector: "input" }), "x");
    await user.clear(screen.getByLabelText("Konfirmasi kata sandi", { selector: "input" }));
    await user.type(
      screen.getByLabelText("Konfirmasi kata sandi", { selector: "input" }),
      "Balok-Kolom-7x",
    );
    expect(screen.queryByText("Konfirmasi kata sandi tidak cocok")).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  test("sends code and password, says 'Password Berhasil diperbarui' and goes to login", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post("*/api/change-password", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: "Password Berhasil diperbarui" });
      }),
    );
    const { user } = await renderApp({ path: fresh() });
    await fill(user, "Balok-Kolom-7", "Balok-Kolom-7");
    await user.click(screen.getByRole("button", { name: "Perbarui & Login" }));

    expect(await screen.findByText("Password Berhasil diperbarui")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Masuk" })).toBeInTheDocument();
    expect(sent).toEqual([{ code, password: "Balok-Kolom-7" }]);
  });

  test("shows the server's refusal", async () => {
    server.use(
      http.post("*/api/change-password", () =>
        HttpResponse.json(
          { code: "RESET_CODE_INVALID", message: "Tautan sudah dipakai." },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderApp({ path: fresh() });
    await fill(user, "Balok-Kolom-7", "Balok-Kolom-7");
    await user.click(screen.getByRole("button", { name: "Perbarui & Login" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Tautan sudah dipakai.");
    expect(window.location.pathname).toBe("/reset-password");
  });

  test.each([
    ["no code", `/reset-password?ts=${Date.now()}`],
    ["no ts", `/reset-password?code=${code}`],
    ["a link older than 2 days", `/reset-password?code=${code}&ts=${Date.now() - 49 * 3600_000}`],
    ["a malformed ts", `/reset-password?code=${code}&ts=kemarin`],
  ])("sends %s to the login page", async (_name, path) => {
    await renderApp({ path });
    expect(await screen.findByRole("heading", { level: 1, name: "Masuk" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/login");
  });

  test("shows the login page while forgot-password is switched off", async () => {
    server.use(appConfigAnswers({ forgetPassword: false }));
    await renderApp({ path: fresh() });
    expect(await screen.findByRole("heading", { level: 1, name: "Masuk" })).toBeInTheDocument();
  });
});
