/** The import wizard's transitions, state in, state out. */
import { describe, expect, it } from "vitest";
import type { ImportUpload } from "../../../../src/client/schema-form/transfer/import-api";
import {
  INITIAL_WIZARD,
  importRequest,
  unmappedRequired,
  type WizardState,
  wizardReducer,
} from "../../../../src/client/schema-form/transfer/import-wizard";

const UPLOAD: ImportUpload = {
  importId: "imp-1",
  columns: ["Kode", "Nama", "Catatan"],
  fields: [
    { id: "code", label: "Kode", required: true },
    { id: "name", label: "Nama", required: true },
    { id: "description", label: "Deskripsi", required: false },
  ],
  mapping: { Kode: "code", Nama: "name" },
  keys: [],
  rowCount: 2,
};

const PREVIEW = {
  rowCount: 2,
  validCount: 2,
  errorCount: 0,
  counts: { create: 2, update: 0, unchanged: 0 },
  rows: [],
  errors: [],
};

const mapping: WizardState = wizardReducer(INITIAL_WIZARD, { type: "uploaded", upload: UPLOAD });

describe("wizardReducer", () => {
  it("moves to the mapping with the server's guess once the file is up", () => {
    const uploading = wizardReducer(INITIAL_WIZARD, { type: "upload-started" });
    expect(wizardReducer(uploading, { type: "upload-progress", percent: 40 })).toMatchObject({
      step: "file",
      work: "uploading",
      percent: 40,
    });
    expect(mapping).toEqual({
      step: "mapping",
      percent: 100,
      upload: UPLOAD,
      mapping: { Kode: "code", Nama: "name" },
      key: "",
    });
    expect(mapping.mapping).not.toBe(UPLOAD.mapping);
  });

  it("maps a column, or leaves it out with an empty field", () => {
    const mapped = wizardReducer(mapping, {
      type: "mapped",
      column: "Catatan",
      field: "description",
    });
    expect(mapped.mapping).toEqual({ Kode: "code", Nama: "name", Catatan: "description" });
    const skipped = wizardReducer(mapped, { type: "mapped", column: "Kode", field: "" });
    expect(skipped.mapping).toEqual({ Nama: "name", Catatan: "description" });
  });

  it("previews, and a new mapping forgets the old preview", () => {
    const checking = wizardReducer(mapping, { type: "preview-started" });
    expect(checking).toMatchObject({ step: "mapping", work: "previewing" });
    const previewed = wizardReducer(checking, { type: "previewed", preview: PREVIEW });
    expect(previewed).toMatchObject({ step: "preview", work: undefined, preview: PREVIEW });
    const back = wizardReducer(previewed, { type: "back" });
    expect(back).toMatchObject({ step: "mapping", preview: PREVIEW });
    expect(wizardReducer(back, { type: "mapped", column: "Nama", field: "" }).preview).toBe(
      undefined,
    );
  });

  it("keeps the step on a failure, with its message, until the next try", () => {
    const failed = wizardReducer(wizardReducer(mapping, { type: "preview-started" }), {
      type: "failed",
      message: "Kolom tidak dikenal",
    });
    expect(failed).toMatchObject({
      step: "mapping",
      work: undefined,
      error: "Kolom tidak dikenal",
    });
    expect(wizardReducer(failed, { type: "preview-started" }).error).toBe(undefined);
  });

  it("goes back from the mapping to a new file", () => {
    expect(wizardReducer(mapping, { type: "back" })).toEqual(INITIAL_WIZARD);
  });
});

describe("unmappedRequired", () => {
  it("names the required fields no column fills", () => {
    expect(unmappedRequired(UPLOAD, { Kode: "code" }).map((field) => field.id)).toEqual(["name"]);
    expect(unmappedRequired(UPLOAD, UPLOAD.mapping)).toEqual([]);
  });
});

describe("the key column", () => {
  const keyed = wizardReducer(INITIAL_WIZARD, {
    type: "uploaded",
    upload: { ...UPLOAD, keys: ["description", "code"] },
  });

  it("starts on the first key a column fills", () => {
    expect(keyed.key).toBe("code");
  });

  it.each([
    { name: "the chosen key, mapped", events: [], key: "code" },
    {
      name: "no key once its column is left out",
      events: [{ type: "mapped", column: "Kode", field: "" }],
      key: undefined,
    },
    { name: "no key when none is chosen", events: [{ type: "keyed", key: "" }], key: undefined },
    {
      name: "no key for a key field no column fills",
      events: [{ type: "keyed", key: "description" }],
      key: undefined,
    },
    {
      name: "another key once its column is mapped",
      events: [
        { type: "mapped", column: "Catatan", field: "description" },
        { type: "keyed", key: "description" },
      ],
      key: "description",
    },
  ] as const)("sends $name", ({ events, key }) => {
    const state = events.reduce(wizardReducer, keyed);
    expect(importRequest(state)).toEqual({ mapping: state.mapping, ...(key ? { key } : {}) });
  });

  it("forgets the preview when the key changes", () => {
    const previewed = wizardReducer(keyed, { type: "previewed", preview: PREVIEW });
    expect(wizardReducer(previewed, { type: "keyed", key: "" }).preview).toBe(undefined);
  });
});
