/**
 * One registry for inputs and displays, keyed by the spec's names: every spec type has its
 * widget, and names outside the spec show the spec's messages.
 */
import type { WidgetProps } from "@rjsf/utils";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DisplayValue } from "../../../src/client/schema-form/DisplayValue";
import {
  DISPLAY_WIDGETS,
  displayComponent,
  INPUT_WIDGETS,
  RJSF_WIDGETS,
} from "../../../src/client/schema-form/registry/widget-registry";
import type { DisplayItem } from "../../../src/schema/adapter/to-display";
import { DISPLAY_TYPES, INPUT_ACCEPTS, INPUT_TYPES } from "../../../src/schema/overlay/field-types";
import { setupClientTests } from "../render-app";
import { renderWithProviders } from "./render-schema";

setupClientTests();

/** The props RJSF hands a widget, as far as these widgets read them. */
const widgetProps = (props: Partial<WidgetProps>) =>
  ({ id: "root_nilai", ...props }) as WidgetProps;

const item = (type: string, extra: Partial<DisplayItem> = {}): DisplayItem => ({
  id: "nilai",
  label: "Nilai",
  type,
  requestedType: type,
  viewData: "nilai",
  transform: "",
  className: "",
  field: {},
  ...extra,
});

describe("the widget registry", () => {
  it("registers a widget for every spec input type, each describing what it can edit", () => {
    expect([...INPUT_WIDGETS.keys()].sort()).toEqual([...INPUT_TYPES].sort());
    for (const [type, entry] of INPUT_WIDGETS) {
      expect(entry).toMatchObject({ kind: "input", type, accepts: INPUT_ACCEPTS[type] });
    }
  });

  it("gives RJSF a widget for every spec input type and for unknown ones", () => {
    expect(Object.keys(RJSF_WIDGETS).sort()).toEqual([...INPUT_TYPES, "unknown-input"].sort());
  });

  it("registers every display type of the spec", () => {
    expect([...DISPLAY_WIDGETS.keys()].sort()).toEqual([...DISPLAY_TYPES].sort());
  });

  it("shows 'Tipe konfig tidak ditemukan' for an input type outside the spec", async () => {
    const Unknown = RJSF_WIDGETS["unknown-input"];
    if (!Unknown) throw new Error("no unknown entry");
    await renderWithProviders(
      <Unknown {...widgetProps({ value: "", options: { type: "slider" } })} />,
    );
    expect(screen.getByRole("note")).toHaveTextContent("Tipe konfig tidak ditemukan (slider)");
  });

  it.each<[string, unknown, Partial<DisplayItem>, string]>([
    ["text", "Juru Las", {}, "Juru Las"],
    ["text", null, {}, "—"],
    ["text", "las", { transform: "uppercase" }, "LAS"],
    ["money", 1500000, {}, "Rp. 1.500.000"],
    ["link", "https://mandor.example.co.id", {}, "https://mandor.example.co.id"],
    ["link", "javascript:alert(1)", {}, "javascript:alert(1)"],
    ["unknown-display", "x", { requestedType: "badge" }, "error view type badge"],
  ])("draws display %s of %j as %j", async (type, value, extra, text) => {
    const { container } = await renderWithProviders(
      <DisplayValue item={item(type, extra)} record={{ nilai: value }} locale="id" />,
    );
    expect(container).toHaveTextContent(text);
    expect(container.querySelector("a[href^='javascript']")).toBeNull();
  });

  it("sanitises innerHTML before it is shown", async () => {
    const { container } = await renderWithProviders(
      <DisplayValue
        item={item("innerHTML")}
        record={{ nilai: '<p>Setuju</p><img src=x onerror="alert(1)"><script>alert(2)</script>' }}
        locale="id"
      />,
    );
    expect(container.querySelector("p")).toHaveTextContent("Setuju");
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("onerror")).toBeNull();
  });

  it("looks displays up by name", () => {
    expect(displayComponent("text")).toBe(DISPLAY_WIDGETS.get("text")?.component);
    expect(displayComponent("slot")).not.toBe(displayComponent("nonsense"));
  });
});
