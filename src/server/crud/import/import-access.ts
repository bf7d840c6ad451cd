/** Who imports into which screen, and how the file's columns become a row. */
import type { FormOutput } from "../../../schema/adapter/to-form";
import type { ScreenField } from "../../../schema/overlay/screen-types";
import type { WriteAccess } from "../record-writer";
import type { ColumnPlan } from "./import-mapping";

export interface ImportAccess extends WriteAccess {
  form: FormOutput;
  title: string;
}

export interface ImportPlan {
  columns: ColumnPlan;
  /** The key field: a row whose key a record holds updates it. */
  key?: ScreenField;
}
