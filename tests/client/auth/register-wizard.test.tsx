// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, test } from "vitest";
import { healthAnswers, renderApp, setupClientTests } from "../render-app";

const TAKEN = { email: "dipakai@mandor.test", username: "dipakai" };

const server = setupClientTests(
  healthAnswers(),
  http.get("*/api/no-auth/find-user-by-username-email", ({ request }) => {
    const query = new URL(request.url).searchParams;
    const value = (query.get("email") ?? query.get("username") ?? "").toLowerCase();
    return HttpResponse.json({ data: value === TAKEN.email || value === TAKEN.username });
  }),
  http.get("*/api/no-auth/role-register", () =>
    HttpResponse.json({
      data: [
        { id: 4, role_name: "Staf Lapangan", description: "Mendata pekerja dan tamu" },
        { id: 5, role_name: "Petugas K3", description: "Keselamatan kerja" },
      ],
    }),
  ),
  http.get("*/api/no-auth/departments", () =>
    HttpResponse.json({
      data: [
        { id: 1, department_name: "Departemen Gedung", contact_pic: "Budi - 0812" },
        { id: 2, department_name: "Departemen Infrastruktur", contact_pic: null },
      ],
    }),
  ),
  http.get("*/api/no-auth/projects", ({ request }) => {
    const department = new URL(request.url).searchParams.get("department_id");
    const projects =
      department === "1"
        ? [{ id: 11, project_name: "Gedung Kantor Sudirman" }]
        : [{ id: 21, project_name: "Tol Cikampek II" }];
    return HttpResponse.json({ data: projects });
  }),
);

type User = Awaited<ReturnType<typeof renderApp>>["user"];

async function fillAccount(
  user: User,
  values: Partial<Record<"name" | "email" | "username" | "password", string>> = {},
) {
  const {
    name = "Andi Pratama",
    email = "andi@mandor.test",
    username = "andi.p",
    password = "Beton-Bertulang-26",
  } = values;
  if (name) await user.type(await screen.findByLabelText("Nama lengkap"), name);
  if (email) await user.type(screen.getByLabelText("E-mail"), email);
  if (username) await user.type(screen.getByLabelText("Username"), username);
  if (password)
    await user.type(screen.getByLabelText("Kata sandi", { selector: "input" }), password);
}

const next = () => screen.getByRole("button", { name: /Selanjutnya/ });

async function toStepTwo(user: User) {
  await fillAccount(user);
  await waitFor(() => expect(next()).toBeEnabled());
  await user.click(next());
  await screen.findByRole("radio", { name: /Staf Lapangan/ });
}

describe("register wizard: step 1 'Info Akun'", () => {
  test("marks step 1 current, enables next only when everything is filled and free", async () => {
    const { user } = await renderApp({ path: "/register" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Daftar akun" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Info Akun").closest("li")).toHaveAttribute("data-status", "current");
    expect(screen.getByText("Instansi").closest("li")).toHaveAttribute("data-status", "pending");
    expect(screen.getByLabelText("Kata sandi", { selector: "input" })).toHaveAttribute(
      "placeholder",
      "8 - 16 Karakter",
    );
    expect(next()).toBeDisabled();

    await fillAccount(user, { password: "" });
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText("Kata sandi", { selector: "input" }), "Pendek1");
    expect(screen.getByText("Kata sandi minimal 8 karakter.")).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText("Kata sandi", { selector: "input" }), "-lagi");
    await waitFor(() => expect(next()).toBeEnabled());
  });

  test("flags a registered e-mail and username with the spec's messages, clearing as the user types", async () => {
    const { user } = await renderApp({ path: "/register" });
    await fillAccount(user, { email: TAKEN.email, username: "DIPAKAI" });

    expect(
      await screen.findByText("Email salah / sudah terdaftar, gunakan email lain"),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("Username sudah terdaftar, gunakan username lain"),
    ).toBeInTheDocument();
    expect(next()).toBeDisabled();

    await user.type(screen.getByLabelText("Username"), "2");
    expect(
      screen.queryByText("Username sudah terdaftar, gunakan username lain"),
    ).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText("E-mail"));
    await user.type(screen.getByLabelText("E-mail"), "baru@mandor.test");
    expect(
      screen.queryByText("Email salah / sudah terdaftar, gunakan email lain"),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(next()).toBeEnabled());
  });

  test("flags a malformed e-mail without asking the server", async () => {
    const asked: string[] = [];
    server.use(
      http.get("*/api/no-auth/find-user-by-username-email", ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ data: false });
      }),
    );
    const { user } = await renderApp({ path: "/register" });
    await fillAccount(user, { email: "bukan-email", username: "" });
    expect(
      await screen.findByText("Email salah / sudah terdaftar, gunakan email lain"),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  test("'back' on step 1 returns to login", async () => {
    const { user } = await renderApp({ path: "/register" });
    await user.click(await screen.findByRole("button", { name: "Kembali" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Masuk" })).toBeInTheDocument();
  });
});

describe("register wizard: step 2 'Instansi' and step 3 'Selesai'", () => {
  test("requires role, department, project and job position; a new department clears the project", async () => {
    const { user } = await renderApp({ path: "/register" });
    await toStepTwo(user);
    expect(screen.getByText("Info Akun").closest("li")).toHaveAttribute("data-status", "done");
    expect(screen.getByText("Mendata pekerja dan tamu")).toBeInTheDocument();
    expect(screen.getByLabelText("Proyek")).toBeDisabled();

    await user.click(screen.getByRole("radio", { name: /Staf Lapangan/ }));
    await user.selectOptions(screen.getByLabelText("Departemen"), "Departemen Gedung");
    await user.selectOptions(
      await screen.findByLabelText("Proyek"),
      await screen.findByRole("option", { name: "Gedung Kantor Sudirman" }),
    );
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText("Jabatan"), "Pengawas");
    expect(next()).toBeEnabled();

    await user.selectOptions(screen.getByLabelText("Departemen"), "Departemen Infrastruktur");
    expect(screen.getByLabelText("Proyek")).toHaveValue("");
    expect(next()).toBeDisabled();
    expect(await screen.findByRole("option", { name: "Tol Cikampek II" })).toBeInTheDocument();
    expect(
      screen.queryByRole("option", { name: "Gedung Kantor Sudirman" }),
    ).not.toBeInTheDocument();
  });

  async function toReview(user: User) {
    await toStepTwo(user);
    await user.click(screen.getByRole("radio", { name: /Petugas K3/ }));
    await user.selectOptions(screen.getByLabelText("Departemen"), "Departemen Gedung");
    await user.selectOptions(
      screen.getByLabelText("Proyek"),
      await screen.findByRole("option", { name: "Gedung Kantor Sudirman" }),
    );
    await user.type(screen.getByLabelText("Jabatan"), "HSE Officer");
    await user.click(next());
  }

  test("reviews the entries, sends them, and finishes with 'Pendaftaran Selesai'", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post("*/api/register", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: "Pendaftaran terkirim." }, { status: 201 });
      }),
    );
    const { user } = await renderApp({ path: "/register" });
    await toReview(user);

    expect(screen.getByText("Selesai").closest("li")).toHaveAttribute("data-status", "current");
    for (const text of [
      "Andi Pratama",
      "andi@mandor.test",
      "andi.p",
      "Petugas K3",
      "Departemen Gedung",
      "Gedung Kantor Sudirman",
      "HSE Officer",
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole("status")).toHaveTextContent("e-mail konfirmasi ke andi@mandor.test");
    await user.click(screen.getByRole("button", { name: "Kirim Pendaftaran" }));

    expect(
      await screen.findByRole("heading", { level: 1, name: "Pendaftaran Selesai" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Selesai").closest("li")).toHaveAttribute("data-status", "done");
    expect(sent).toEqual([
      {
        fullname: "Andi Pratama",
        username: "andi.p",
        email: "andi@mandor.test",
        password: "Beton-Bertulang-26",
        role_id: 5,
        department_id: 1,
        project_id: 11,
        job_position: "HSE Officer",
      },
    ]);
  });

  test("shows the server's refusal with its field messages, and 'previous' goes back", async () => {
    server.use(
      http.post("*/api/register", () =>
        HttpResponse.json(
          {
            code: "INVALID_INPUT",
            message: "Ada isian yang belum benar.",
            errors: { password: ["Kata sandi ini terlalu umum."] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderApp({ path: "/register" });
    await toReview(user);
    await user.click(screen.getByRole("button", { name: "Kirim Pendaftaran" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Ada isian yang belum benar.");
    expect(alert).toHaveTextContent("Kata sandi ini terlalu umum.");
    await user.click(screen.getByRole("button", { name: "Sebelumnya" }));
    expect(screen.getByLabelText("Jabatan")).toHaveValue("HSE Officer");
  });
});
