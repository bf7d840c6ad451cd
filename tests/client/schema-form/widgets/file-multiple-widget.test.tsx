/**
 * The multiple-file input: each file uploads on its own and joins the value as
 * `{ file_filename }`; more than 5 files in all is refused with 'Jumlah File melebihi batas
 * Upload' and a file over 1 MB with 'File terlalu besar', neither sending anything; removing
 * a saved item blanks its name (so the server deletes it), removing a new one drops it.
 */
import type { WidgetProps } from "@rjsf/utils";
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { createFormStore } from "../../../../src/client/schema-form/form-store";
import {
  FileMultipleWidget,
  type MultiFileItem,
} from "../../../../src/client/schema-form/widgets/FileMultipleWidget";
import { setupClientTests } from "../../render-app";
import { renderWithProviders } from "../render-schema";

const server = setupClientTests();

function Harness({ initial, onValue }: { initial: MultiFileItem[]; onValue(v: unknown): void }) {
  const [value, setValue] = useState<unknown>(initial);
  const props = {
    id: "root_photos",
    value,
    options: {},
    onChange: (next: unknown) => {
      setValue(next);
      onValue(next);
    },
    onBlur: () => {},
    onFocus: () => {},
    registry: { formContext: { store: createFormStore(), locale: "id", endpoint: "m-skills" } },
  } as unknown as WidgetProps;
  return (
    <>
      <label htmlFor="root_photos">Foto</label>
      <FileMultipleWidget {...props} />
    </>
  );
}

function uploads() {
  const names: string[] = [];
  server.use(
    http.post("*/api/m-skills/upload", () => {
      const filename = `m-skills/${names.length + 1}.png`;
      names.push(filename);
      return HttpResponse.json({ data: { url: `https://files.test/${filename}`, filename } });
    }),
  );
  return names;
}

const png = (name: string, bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type: "image/png" });

async function renderWidget(initial: MultiFileItem[] = []) {
  const onValue = vi.fn();
  const view = await renderWithProviders(<Harness initial={initial} onValue={onValue} />);
  return { ...view, onValue, input: screen.getByLabelText("Foto") };
}

describe("FileMultipleWidget", () => {
  it("uploads each file and adds it to the value", async () => {
    const names = uploads();
    const { user, input, onValue } = await renderWidget([{ id: 1, file_filename: "lama.png" }]);
    await user.upload(input, [png("a.png"), png("b.png")]);
    await waitFor(() => expect(names).toHaveLength(2));
    await waitFor(() =>
      expect(onValue).toHaveBeenLastCalledWith([
        { id: 1, file_filename: "lama.png" },
        { file_filename: "m-skills/1.png" },
        { file_filename: "m-skills/2.png" },
      ]),
    );
    expect(await screen.findByRole("img", { name: "Pratinjau m-skills/2.png" })).toHaveAttribute(
      "src",
      "https://files.test/m-skills/2.png",
    );
  });

  it("refuses more than 5 files in all without uploading any", async () => {
    const names = uploads();
    const saved = [1, 2, 3, 4].map((id) => ({ id, file_filename: `f${id}.png` }));
    const { user, input } = await renderWidget(saved);
    await user.upload(input, [png("a.png"), png("b.png")]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Jumlah File melebihi batas Upload");
    expect(names).toEqual([]);
  });

  it("refuses a file over 1 MB and uploads the others", async () => {
    const names = uploads();
    const { user, input } = await renderWidget();
    await user.upload(input, [png("besar.png", 2 * 1024 * 1024), png("kecil.png")]);
    expect(await screen.findByRole("alert")).toHaveTextContent("File terlalu besar");
    await waitFor(() => expect(names).toEqual(["m-skills/1.png"]));
  });

  it("blanks a saved item and drops a new one when removed", async () => {
    const { user, onValue } = await renderWidget([
      { id: 7, file_filename: "lama.png" },
      { file_filename: "baru.png" },
    ]);
    await user.click(screen.getByRole("button", { name: "Hapus file lama.png" }));
    expect(onValue).toHaveBeenLastCalledWith([
      { id: 7, file_filename: "" },
      { file_filename: "baru.png" },
    ]);
    await user.click(screen.getByRole("button", { name: "Hapus file baru.png" }));
    expect(onValue).toHaveBeenLastCalledWith([{ id: 7, file_filename: "" }]);
    expect(screen.queryByText("lama.png")).not.toBeInTheDocument();
  });
});
