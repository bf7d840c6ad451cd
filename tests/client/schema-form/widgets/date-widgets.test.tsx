/**
 * The date inputs in a real form: each kind draws its native input with the stored value in
 * the spec's shape (a date-time in Jakarta time), edits by keyboard and hands back the stored
 * value; the lock rules limit the choices and refuse a locked day with the rule's message; a
 * range is one value `{ from, to }` whose ends limit each other and whose reversal is refused,
 * in Indonesian and English.
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SchemaLocale } from "../../../../src/schema/local-text";
import type { GenModel } from "../../../../src/schema/model-meta";
import type { Overlay } from "../../../../src/schema/overlay/overlay-types";
import { businessToday, openPeriod } from "../../../../src/schema/validation/periods";
import { screenOf } from "../../../schema/fixtures";
import { setupClientTests } from "../../render-app";
import { renderSchemaForm } from "../render-schema";

setupClientTests();

const COLUMNS = {
  tanggal: ["date", "date", "Tanggal", "Date"],
  waktu: ["timestamp_with_time_zone", "datetime", "Waktu", "Moment"],
  jam: ["character_varying", "time", "Jam", "Time"],
  bulan: ["character_varying", "month", "Bulan", "Month"],
  minggu: ["character_varying", "week", "Minggu", "Week"],
  tahun: ["integer", "year", "Tahun", "Year"],
} as const;
type Column = keyof typeof COLUMNS;
const NAMES = Object.keys(COLUMNS) as Column[];

const MODEL: GenModel = {
  model: "jadwal",
  title: null,
  fieldList: ["id", ...NAMES],
  fieldType: { id: "bigint", ...Object.fromEntries(NAMES.map((n) => [n, COLUMNS[n][0]])) },
  fieldView: ["id", ...NAMES],
  fieldAdd: NAMES,
  fieldEdit: NAMES,
  fieldRelation: {},
  fieldValidation: {},
};

function overlay(extra: Partial<Record<Column, Record<string, unknown>>> = {}): Partial<Overlay> {
  return {
    fields: Object.fromEntries(
      NAMES.map((name) => {
        const [, type, id, en] = COLUMNS[name];
        const filter = { show: true, type: `${type}-range` };
        return [name, { label: { id, en }, type, filter, ...extra[name] }];
      }),
    ),
  };
}

async function renderForm(
  view: "update" | "filter",
  options: {
    initialValues?: Record<string, unknown>;
    locale?: SchemaLocale;
    extra?: Partial<Record<Column, Record<string, unknown>>>;
  } = {},
) {
  const rendered = await renderSchemaForm(screenOf(MODEL, overlay(options.extra)), {
    view,
    locale: options.locale,
    initialValues: options.initialValues,
  });
  const submit = async () => {
    await rendered.user.click(screen.getByRole("button", { name: "Simpan" }));
  };
  return { ...rendered, submit };
}

const input = (name: string) => document.getElementById(`root_${name}`) as HTMLInputElement;

const STORED = {
  tanggal: "2026-02-01",
  waktu: "2026-01-31T17:30:00Z",
  jam: "07:30:00",
  bulan: "2026-02",
  minggu: "2026-W05",
  tahun: 2026,
};

describe("date inputs", () => {
  it("draws each kind with its native input and the stored value in the spec's shape", async () => {
    await renderForm("update", { initialValues: STORED });
    const expected: Record<Column, [string, string]> = {
      tanggal: ["date", "2026-02-01"],
      // The browser's own spelling of the value: no seconds when they are zero.
      waktu: ["datetime-local", "2026-02-01T00:30"],
      jam: ["time", "07:30:00"],
      bulan: ["month", "2026-02"],
      minggu: ["week", "2026-W05"],
      tahun: ["number", "2026"],
    };
    for (const name of NAMES) {
      expect(input(name)).toHaveAttribute("type", expected[name][0]);
      expect(input(name)).toHaveValue(expected[name][0] === "number" ? 2026 : expected[name][1]);
    }
    expect(input("waktu")).toHaveAttribute("step", "1");
    expect(input("tahun")).toHaveAttribute("min", "1900");
    expect(input("tahun")).toHaveAttribute("max", "2100");
  });

  it("saves what was typed as the stored value, a Jakarta time as its instant", async () => {
    const { user, submit, onSubmit } = await renderForm("update", { initialValues: STORED });
    const typed: Record<Column, string> = {
      tanggal: "2026-03-15",
      waktu: "2026-03-01T06:59:59",
      jam: "17:45",
      bulan: "2026-12",
      minggu: "2026-W53",
      tahun: "2027",
    };
    for (const name of NAMES) {
      // jsdom types into date-time and time inputs character by character as into text, where
      // a browser fills segments: those two are set whole (Chromium types them in the e2e test).
      if (name === "waktu" || name === "jam") {
        fireEvent.change(input(name), { target: { value: typed[name] } });
        continue;
      }
      await user.clear(input(name));
      await user.type(input(name), typed[name]);
    }
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      tanggal: "2026-03-15",
      waktu: "2026-02-28T23:59:59Z",
      jam: "17:45:00",
      bulan: "2026-12",
      minggu: "2026-W53",
      tahun: 2027,
    });
  });

  it("keeps a year half typed on screen until it is one", async () => {
    const { user, submit, onSubmit } = await renderForm("update", { initialValues: STORED });
    await user.clear(input("tahun"));
    await user.type(input("tahun"), "20");
    expect(input("tahun")).toHaveValue(20);
    await user.type(input("tahun"), "31");
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ tahun: 2031 });
  });

  it.each([
    ["id", "Cut Off Peride Aktif"],
    ["en", "Cut-off period is active"],
  ] as const)("offers only the open period and refuses a locked day (%s)", async (locale, msg) => {
    const [first, last] = openPeriod(businessToday());
    const { submit, onSubmit } = await renderForm("update", {
      locale,
      initialValues: { ...STORED, tanggal: "2020-01-01" },
      extra: { tanggal: { rules: ["lock-periode"] }, bulan: { rules: ["lock-day"] } },
    });
    expect(input("tanggal")).toHaveAttribute("min", first);
    expect(input("tanggal")).toHaveAttribute("max", last);
    expect(input("bulan")).toHaveAttribute("min", businessToday().slice(0, 7));
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText(msg)).toBeInTheDocument();
  });
});

describe("range inputs", () => {
  it("edits one value { from, to } with two inputs that limit each other", async () => {
    const { user, submit, onSubmit } = await renderForm("filter", {
      initialValues: { tanggal: { from: "2026-01-01" } },
    });
    const from = screen.getByLabelText("Tanggal dari");
    const to = screen.getByLabelText("Tanggal sampai");
    expect(from).toHaveValue("2026-01-01");
    expect(to).toHaveAttribute("min", "2026-01-01");
    from.focus();
    await user.tab();
    expect(to).toHaveFocus();
    await user.type(to, "2026-01-31");
    expect(from).toHaveAttribute("max", "2026-01-31");

    fireEvent.change(screen.getByLabelText("Waktu sampai"), {
      target: { value: "2026-02-01T00:00" },
    });
    await user.type(screen.getByLabelText("Tahun dari"), "2025");
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      tanggal: { from: "2026-01-01", to: "2026-01-31" },
      waktu: { to: "2026-01-31T17:00:00Z" },
      tahun: { from: 2025 },
      jam: null,
      bulan: null,
      minggu: null,
    });
  });

  it("has no value once both ends are emptied", async () => {
    const { user, submit, onSubmit } = await renderForm("filter", {
      initialValues: { bulan: { from: "2026-01", to: "2026-03" } },
    });
    await user.clear(screen.getByLabelText("Bulan dari"));
    await user.clear(screen.getByLabelText("Bulan sampai"));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ bulan: null });
  });

  it.each([
    ["id", "Awal Minggu tidak boleh sesudah akhirnya"],
    ["en", "The start of Week must not be after its end"],
  ] as const)("refuses a reversed range (%s)", async (locale, message) => {
    const { submit, onSubmit } = await renderForm("filter", {
      locale,
      initialValues: { minggu: { from: "2026-W10", to: "2026-W09" } },
    });
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
