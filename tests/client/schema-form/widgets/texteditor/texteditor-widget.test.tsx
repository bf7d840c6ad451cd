/**
 * The rich text widget in a real form: it loads lazily, names its toolbar in the reader's
 * language, formats with the keyboard shortcuts and the toolbar, gives back the HTML it was
 * handed, reports no value when emptied and shows the required message in id and en.
 */
import { screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, type vi } from "vitest";
import type { SchemaLocale } from "../../../../../src/schema/local-text";
import type { ScreenDefinition } from "../../../../../src/schema/overlay/screen-types";
import { setupClientTests } from "../../../render-app";
import { renderSchemaForm, repoScreen } from "../../render-schema";
import { installEditorShims } from "./editor-shims";

setupClientTests();
beforeAll(installEditorShims);

/** Master Keahlian with its description written in the rich text editor (and required). */
function skillsWithRichText(): ScreenDefinition {
  const skills = repoScreen("m-skills", "m_skills");
  return {
    ...skills,
    fields: skills.fields.map((field) =>
      field.id === "description"
        ? {
            ...field,
            hint: undefined,
            rules: [...field.rules, "required"],
            views: {
              ...field.views,
              create: { ...field.views.create, type: "texteditor" },
              update: { ...field.views.update, type: "texteditor" },
            },
          }
        : field,
    ),
  };
}

async function renderForm(
  options: { initialValues?: Record<string, unknown>; locale?: SchemaLocale } = {},
) {
  const locale = options.locale ?? "id";
  const rendered = await renderSchemaForm(skillsWithRichText(), {
    view: options.initialValues ? "update" : "create",
    locale,
    ...(options.initialValues ? { initialValues: options.initialValues } : {}),
  });
  const label = locale === "id" ? "Deskripsi" : "Description";
  return { ...rendered, editor: await screen.findByRole("textbox", { name: label }) };
}

/**
 * Types into the editor a key at a time, letting ProseMirror read each change back from the
 * DOM before the next key (it observes mutations; jsdom types faster than a person).
 */
async function typeSlowly(user: { keyboard(text: string): Promise<void> }, text: string) {
  for (const key of text) {
    await user.keyboard(key);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

const submitted = (onSubmit: ReturnType<typeof vi.fn>) =>
  (onSubmit.mock.calls[0]?.[0] as Record<string, unknown> | undefined)?.description;

describe("TexteditorWidget", () => {
  it("names the toolbar and its buttons in Indonesian", async () => {
    const { editor } = await renderForm();
    const toolbar = screen.getByRole("toolbar", { name: "Format teks" });
    expect(toolbar).toHaveAttribute("aria-controls", editor.id);
    for (const name of ["Tebal (Ctrl+B)", "Miring (Ctrl+I)", "Garis bawah (Ctrl+U)", "Tautan"]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
    expect(screen.getByRole("button", { name: "Daftar berpoin (Ctrl+Shift+8)" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("names them in English", async () => {
    await renderForm({ locale: "en" });
    expect(screen.getByRole("toolbar", { name: "Text formatting" })).toBeInTheDocument();
    for (const name of ["Bold (Ctrl+B)", "Italic (Ctrl+I)", "Underline (Ctrl+U)", "Link"]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
  });

  it("types text, makes it bold with Ctrl+B and saves the HTML", async () => {
    const { user, editor, onSubmit } = await renderForm();
    await user.type(screen.getByLabelText(/Kode Keahlian/), "LAS-01");
    await user.type(screen.getByLabelText(/Nama Keahlian/), "Juru Las");
    await user.click(editor);
    await typeSlowly(user, "Biasa ");
    await user.keyboard("{Control>}b{/Control}");
    expect(screen.getByRole("button", { name: "Tebal (Ctrl+B)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await typeSlowly(user, "tebal");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(submitted(onSubmit)).toBe("<p>Biasa <strong>tebal</strong></p>");
  });

  it("turns a line into a list from the toolbar", async () => {
    const { user, editor, onSubmit } = await renderForm({
      initialValues: { id: 3, code: "LAS-01", name: "Juru Las", description: "<p>Satu</p>" },
    });
    await user.click(editor);
    await user.click(screen.getByRole("button", { name: "Daftar berpoin (Ctrl+Shift+8)" }));
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(submitted(onSubmit)).toBe("<ul><li><p>Satu</p></li></ul>");
  });

  it("gives back the stored HTML unchanged, formatting included", async () => {
    const stored =
      '<h2>Syarat</h2><p><em>Wajib</em> <u>APD</u>, <a target="_blank" rel="noopener noreferrer nofollow" href="https://mandor.test/k3">aturan</a></p><ol><li><p>helm</p></li></ol>';
    const { user, editor, onSubmit } = await renderForm({
      initialValues: { id: 3, code: "LAS-01", name: "Juru Las", description: stored },
    });
    expect(editor.querySelector("h2")).toHaveTextContent("Syarat");
    expect(editor.querySelector("em")).toHaveTextContent("Wajib");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(submitted(onSubmit)).toBe(stored);
  });

  it.each<[SchemaLocale, string, string]>([
    ["id", "Deskripsi", "Deskripsi harus diisi"],
    ["en", "Description", "The Description field is required"],
  ])(
    "reports an emptied editor as no value: '%s' says %s is required",
    async (locale, _label, message) => {
      const { user, editor, onSubmit } = await renderForm({
        locale,
        initialValues: { id: 3, code: "LAS-01", name: "Juru Las", description: "<p>x</p>" },
      });
      await user.click(editor);
      await user.keyboard("{Control>}a{/Control}{Backspace}");
      await user.click(screen.getByRole("button", { name: "Simpan" }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );
});
