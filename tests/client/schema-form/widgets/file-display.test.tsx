/**
 * A stored file in a list or detail: a picture is a thumbnail from the record's `$files` that
 * opens the zoom modal (closed by its button or Esc, the focus going back), another file is a
 * link named as it was uploaded (else by its stored path's last segment), and without a signed
 * link the name stays text.
 */
import { fireEvent, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { DisplayValue } from "../../../../src/client/schema-form/DisplayValue";
import type { DisplayItem } from "../../../../src/schema/adapter/to-display";
import { setupClientTests } from "../../render-app";
import { renderWithProviders } from "../render-schema";
import { installDialog } from "../transfer/browser-stubs";

setupClientTests();
beforeAll(installDialog);

const PHOTO: DisplayItem = {
  id: "photo",
  label: "Foto",
  type: "file",
  requestedType: "file",
  viewData: "photo",
  transform: "",
  className: "",
  field: {},
};

const SIGNED = "https://files.mandor.test/signed/las.png?sig=abc";

describe("FileDisplay", () => {
  it("zooms a picture and closes the zoom with its button or Esc", async () => {
    const record = { photo: "m-skills/las.png", $files: { photo: SIGNED } };
    const { user } = await renderWithProviders(
      <DisplayValue item={PHOTO} record={record} locale="id" />,
    );
    const thumbnail = screen.getByRole("button", { name: "Perbesar gambar las.png" });
    expect(thumbnail.querySelector("img")).toHaveAttribute("src", SIGNED);

    await user.click(thumbnail);
    const dialog = screen.getByRole("dialog", { name: "las.png" });
    expect(screen.getByRole("img", { name: "las.png" })).toHaveAttribute("src", SIGNED);
    expect(screen.getByRole("button", { name: "Tutup" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Tutup" }));
    expect(dialog).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();

    await user.click(thumbnail);
    fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("links a file that is not a picture", async () => {
    const record = { photo: "kontrak.pdf", $files: { photo: "https://files.mandor.test/k.pdf" } };
    await renderWithProviders(<DisplayValue item={PHOTO} record={record} locale="id" />);
    expect(screen.getByRole("link", { name: "kontrak.pdf" })).toHaveAttribute(
      "href",
      "https://files.mandor.test/k.pdf",
    );
  });

  it("names a file by the name it was uploaded with, in its link and its preview", async () => {
    const link = "/api/files/2026/11/f0357b.pdf?exp=1&sig=a";
    const record = {
      photo: "2026/11/f0357b.pdf",
      $files: { photo: link },
      $fileNames: { photo: "Surat Tugas Mei.pdf" },
    };
    const { user } = await renderWithProviders(
      <DisplayValue item={PHOTO} record={record} locale="id" />,
    );
    expect(screen.getByRole("link", { name: "Surat Tugas Mei.pdf" })).toHaveAttribute(
      "download",
      "Surat Tugas Mei.pdf",
    );
    expect(screen.queryByText(/f0357b/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pratinjau Surat Tugas Mei.pdf" }));
    expect(screen.getByRole("dialog", { name: "Surat Tugas Mei.pdf" })).toBeInTheDocument();
  });

  it("keeps the name as text without a signed link, and a dash without a file", async () => {
    const named = await renderWithProviders(
      <DisplayValue item={PHOTO} record={{ photo: "las.png" }} locale="id" />,
    );
    expect(named.container).toHaveTextContent("las.png");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    const empty = await renderWithProviders(
      <DisplayValue item={PHOTO} record={{ photo: null }} locale="id" />,
    );
    expect(empty.container).toHaveTextContent("—");
  });
});
