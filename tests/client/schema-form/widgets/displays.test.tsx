/**
 * The display types of a list or detail: an amount with every cent in the reader's language,
 * an action button that only ever leads into the app or to a web address, a slot the generic
 * screen fills with the value, a file behind its type's fallback icon, and the spec's note for
 * a type it does not know.
 */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DisplayValue } from "../../../../src/client/schema-form/DisplayValue";
import { fileKind } from "../../../../src/client/schema-form/displays/file/file-kind";
import type { DisplayItem } from "../../../../src/schema/adapter/to-display";
import type { SchemaLocale } from "../../../../src/schema/local-text";
import { setupClientTests } from "../../render-app";
import { renderWithProviders } from "../render-schema";

setupClientTests();

const item = (type: string, extra: Partial<DisplayItem> = {}): DisplayItem => ({
  id: "nilai",
  label: "Buka Proyek",
  type,
  requestedType: type,
  viewData: "nilai",
  transform: "",
  className: "",
  field: {},
  ...extra,
});

const draw = (type: string, record: unknown, locale: SchemaLocale = "id") =>
  renderWithProviders(<DisplayValue item={item(type)} record={record} locale={locale} />, locale);

describe("money display", () => {
  it.each([
    ["1250000000.75", "id", "Rp. 1.250.000.000,75"],
    ["1250000000.75", "en", "Rp. 1,250,000,000.75"],
    ["9999999999999999.99", "id", "Rp. 9.999.999.999.999.999,99"],
    ["1500000.00", "id", "Rp. 1.500.000"],
    [null, "id", "Rp. 0"],
    [null, "en", "Rp. 0"],
  ] as [unknown, SchemaLocale, string][])("shows %j in %s as %s", async (value, locale, text) => {
    const { container } = await draw("money", { nilai: value }, locale);
    expect(container).toHaveTextContent(text);
  });
});

describe("button display", () => {
  it("leads to a page of the app, reading the column's label", async () => {
    await draw("button", { nilai: "/project?view=detail&id=3" });
    expect(screen.getByRole("link", { name: "Buka Proyek" })).toHaveAttribute(
      "href",
      "/project?view=detail&id=3",
    );
  });

  it("opens a web address in a new tab", async () => {
    await draw("button", { nilai: "https://mandor.example.co.id/laporan" });
    const link = screen.getByRole("link", { name: "Buka Proyek" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it.each(["javascript:alert(1)", "//evil.example/x", "data:text/html,hi"])(
    "keeps %s as text",
    async (value) => {
      const { container } = await draw("button", { nilai: value });
      expect(screen.queryByRole("link")).not.toBeInTheDocument();
      expect(container).toHaveTextContent(value);
    },
  );

  it("shows a dash without a value", async () => {
    const { container } = await draw("button", { nilai: null });
    expect(container).toHaveTextContent("—");
  });
});

describe("slot display", () => {
  it("shows the value in the generic screen, marked with the slot's name", async () => {
    const { container } = await draw("slot", { nilai: "Isi bawaan" });
    expect(container.querySelector("[data-slot='nilai']")).toHaveTextContent("Isi bawaan");
  });
});

describe("file display", () => {
  it.each([
    ["laporan/Kontrak.PDF", "pdf"],
    ["rekap.xlsx?sig=1", "xlsx"],
    ["data.csv", "csv"],
    ["video.mp4", "mp4"],
    ["arsip.zip", "zip"],
    ["foto.jpeg", "jpeg"],
    ["catatan.txt", "file"],
    ["tanpa-ekstensi", "file"],
    ["folder.v2/berkas", "file"],
  ])("gives %s the %s icon", (name, kind) => {
    expect(fileKind(name)).toBe(kind);
  });

  it("puts a document's icon before its link", async () => {
    await draw("file", { nilai: "kontrak.pdf", $files: { nilai: "https://files.mandor.test/k" } });
    const link = screen.getByRole("link", { name: "kontrak.pdf" });
    expect(link.previousElementSibling).toHaveTextContent("PDF");
  });

  it("keeps the icon and the name without a signed link", async () => {
    const { container } = await draw("file", { nilai: "rekap.xlsx" });
    expect(container).toHaveTextContent("XLSXrekap.xlsx");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});

describe("unknown display", () => {
  it.each(["id", "en"] as SchemaLocale[])(
    "shows 'error view type' with the type in %s",
    async (locale) => {
      const { container } = await renderWithProviders(
        <DisplayValue
          item={item("unknown-display", { requestedType: "badge" })}
          record={{ nilai: "x" }}
          locale={locale}
        />,
        locale,
      );
      expect(container).toHaveTextContent("error view type badge");
    },
  );
});
