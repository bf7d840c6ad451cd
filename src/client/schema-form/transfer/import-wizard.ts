/**
 * The import wizard's state: which step shows (file → mapping → preview), what runs, and what
 * the server answered. Pure: the dialog dispatches what happened, this says what shows next.
 * Nothing is written before the commit, so every step can go back.
 */
import type { ImportRequest } from "../../../schema/api/import";
import type { ImportMapping, ImportPreview, ImportUpload } from "./import-api";

export type WizardStep = "file" | "mapping" | "preview";
export type WizardWork = "uploading" | "previewing" | "committing";

export interface WizardState {
  step: WizardStep;
  work?: WizardWork;
  /** Upload progress, 0–100. */
  percent: number;
  upload?: ImportUpload;
  mapping: ImportMapping;
  /** The key field ("" for none): a row whose key a record holds updates that record. */
  key: string;
  preview?: ImportPreview;
  /** The last failure's message, shown in the dialog until the next step starts. */
  error?: string;
}

export type WizardEvent =
  | { type: "upload-started" }
  | { type: "upload-progress"; percent: number }
  | { type: "uploaded"; upload: ImportUpload }
  /** `field` "" leaves the column out. */
  | { type: "mapped"; column: string; field: string }
  /** `key` "" imports every row as new. */
  | { type: "keyed"; key: string }
  | { type: "preview-started" }
  | { type: "previewed"; preview: ImportPreview }
  | { type: "commit-started" }
  | { type: "failed"; message: string }
  | { type: "back" };

export const INITIAL_WIZARD: WizardState = { step: "file", percent: 0, mapping: {}, key: "" };

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case "upload-started":
      return { ...INITIAL_WIZARD, work: "uploading" };
    case "upload-progress":
      return { ...state, percent: event.percent };
    case "uploaded": {
      const mapping = { ...event.upload.mapping };
      return {
        step: "mapping",
        percent: 100,
        upload: event.upload,
        mapping,
        // The first key the file fills: an edited export updates its records by default.
        key: mappedKeys(event.upload, mapping)[0] ?? "",
      };
    }
    case "mapped": {
      const { [event.column]: _previous, ...rest } = state.mapping;
      const mapping = event.field ? { ...rest, [event.column]: event.field } : rest;
      return { ...state, mapping, preview: undefined };
    }
    case "keyed":
      return { ...state, key: event.key, preview: undefined };
    case "preview-started":
      return { ...state, work: "previewing", error: undefined };
    case "previewed":
      return { ...state, step: "preview", work: undefined, preview: event.preview };
    case "commit-started":
      return { ...state, work: "committing", error: undefined };
    case "failed":
      return { ...state, work: undefined, error: event.message };
    case "back":
      return state.step === "preview"
        ? { ...state, step: "mapping", work: undefined, error: undefined }
        : INITIAL_WIZARD;
  }
}

/** Required fields no column is mapped onto: every row would fail on them. */
export function unmappedRequired(upload: ImportUpload, mapping: ImportMapping) {
  const mapped = new Set(Object.values(mapping));
  return upload.fields.filter((field) => field.required && !mapped.has(field.id));
}

/** The key fields a column is mapped onto: only those can find a row's record. */
export function mappedKeys(upload: ImportUpload, mapping: ImportMapping): string[] {
  const mapped = new Set(Object.values(mapping));
  return upload.keys.filter((key) => mapped.has(key));
}

/** What preview and commit send: the mapping, and the key while a column fills it. */
export function importRequest(state: WizardState): ImportRequest {
  const keyed = state.upload && mappedKeys(state.upload, state.mapping).includes(state.key);
  return keyed ? { mapping: state.mapping, key: state.key } : { mapping: state.mapping };
}
