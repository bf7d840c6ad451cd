/**
 * The single file input in a real form: a file over 1 MB is refused with 'File terlalu besar'
 * before anything is sent; a good one uploads to the screen's endpoint, the field's value
 * becomes the server's filename and a picture shows its thumbnail; a refused upload says
 * 'File upload canceled' with the server's reason; a stored picture shows from `$files`.
 */
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { SchemaForm } from "../../../../src/client/schema-form/SchemaForm";
import { toForm } from "../../../../src/schema/adapter/to-form";
import type { ScreenDefinition } from "../../../../src/schema/overlay/screen-types";
import { compile, SUPER_ADMIN } from "../../../schema/fixtures";
import { setupClientTests } from "../../render-app";
import { renderWithProviders, repoScreen } from "../render-schema";

const server = setupClientTests();

/** Master Keahlian with its description turned into a picture upload, for the test. */
function skillsWithPhoto(): ScreenDefinition {
  const skills = repoScreen("m-skills", "m_skills");
  return {
    ...skills,
    fields: skills.fields.map((field) =>
      field.id === "description"
        ? {
            ...field,
            label: { id: "Foto", en: "Photo" },
            hint: undefined,
            views: {
              ...field.views,
              create: { ...field.views.create, type: "file" },
              update: { ...field.views.update, type: "file" },
            },
          }
        : field,
    ),
  };
}

const UPLOADED = {
  url: "https://files.mandor.test/signed/las.png?sig=abc",
  filename: "m-skills/2026/las.png",
  name: "Las Listrik.png",
};

function uploadAnswers(answer: () => Response) {
  const calls = { count: 0 };
  server.use(
    http.post("*/api/m-skills/upload", () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

async function renderForm(
  options: {
    initialValues?: Record<string, unknown>;
    fileLinks?: Record<string, string>;
    fileNames?: Record<string, string>;
  } = {},
) {
  const view = options.initialValues ? "update" : "create";
  const form = toForm(skillsWithPhoto(), view, { user: SUPER_ADMIN, locale: "id" });
  const onSubmit = vi.fn();
  const rendered = await renderWithProviders(
    <SchemaForm
      form={form}
      validate={compile(form)}
      locale="id"
      endpoint="m-skills"
      initialValues={options.initialValues}
      fileLinks={options.fileLinks}
      fileNames={options.fileNames}
      onSubmit={onSubmit}
    >
      <button type="submit">Simpan</button>
    </SchemaForm>,
  );
  return { ...rendered, onSubmit, input: screen.getByLabelText("Foto") as HTMLInputElement };
}

const png = (bytes: number, name = "las.png") =>
  new File([new Uint8Array(bytes)], name, { type: "image/png" });

describe("FileWidget", () => {
  it("offers pictures by default and says the limit", async () => {
    const { input } = await renderForm();
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", "image/*");
    expect(screen.getByText("Ukuran maksimal 1 MB")).toBeInTheDocument();
  });

  it("refuses a file over 1 MB with 'File terlalu besar' and sends nothing", async () => {
    const calls = uploadAnswers(() => HttpResponse.json({ data: UPLOADED }));
    const { user, input } = await renderForm();
    await user.upload(input, png(1024 * 1024 + 1));
    expect(await screen.findByRole("alert")).toHaveTextContent("File terlalu besar");
    expect(calls.count).toBe(0);
  });

  it("uploads a picture, shows it by its own name, and saves the server's file name", async () => {
    const calls = uploadAnswers(() => HttpResponse.json({ data: UPLOADED }));
    const { user, input, onSubmit } = await renderForm();
    await user.upload(input, png(2048));

    const thumbnail = await screen.findByRole("img", { name: `Pratinjau ${UPLOADED.name}` });
    expect(thumbnail).toHaveAttribute("src", UPLOADED.url);
    expect(screen.getByRole("link", { name: UPLOADED.name })).toHaveAttribute("href", UPLOADED.url);
    expect(calls.count).toBe(1);

    await user.type(screen.getByLabelText(/Kode Keahlian/), "LAS-01");
    await user.type(screen.getByLabelText(/Nama Keahlian/), "Juru Las");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ description: UPLOADED.filename });
  });

  it("shows 'File upload canceled' with the server's reason when the upload is refused", async () => {
    uploadAnswers(() =>
      HttpResponse.json({ message: "Jenis file tidak diizinkan" }, { status: 422 }),
    );
    const { user, input } = await renderForm();
    await user.upload(input, png(2048));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "File upload canceled — Jenis file tidak diizinkan",
    );
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("shows the upload's progress and can cancel it", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post("*/api/m-skills/upload", async () => {
        await held;
        return HttpResponse.json({ data: UPLOADED });
      }),
    );
    const { user, input, onSubmit } = await renderForm();
    await user.upload(input, png(2048));
    const bar = await screen.findByRole("progressbar", { name: "Mengunggah las.png" });
    expect(bar).toHaveAttribute("aria-valuetext", expect.stringMatching(/^\d+%$/));
    await user.click(screen.getByRole("button", { name: "Batalkan las.png" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("File upload canceled");
    expect(bar).not.toBeInTheDocument();
    release();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows a stored picture from the record's signed link by its own name, and can remove it", async () => {
    const { user } = await renderForm({
      initialValues: { id: 3, code: "LAS-01", name: "Juru Las", description: "m-skills/old.jpg" },
      fileLinks: { description: "https://files.mandor.test/signed/old.jpg?sig=1" },
      fileNames: { description: "Foto Lama.jpg" },
    });
    expect(screen.getByRole("img", { name: "Pratinjau Foto Lama.jpg" })).toHaveAttribute(
      "src",
      "https://files.mandor.test/signed/old.jpg?sig=1",
    );
    await user.click(screen.getByRole("button", { name: "Hapus file Foto Lama.jpg" }));
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
