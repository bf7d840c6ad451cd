/**
 * The checks of an overlay that need the model and the adapter's tables (the meta-schema,
 * schemas/overlay.schema.json, has already vouched for its shape): fields that are not
 * columns, rules that do not exist or do not fit the column, inputs that cannot edit it,
 * names the registry or the transforms do not know. Every finding points into the file.
 */

import { isTransformName } from "../adapter/transforms";
import type { GenModel } from "../model-meta";
import { compileFieldRules } from "../validation/compile-field-rules";
import { FIELD_KIND } from "./field-defaults";
import { INPUT_ACCEPTS, isDisplayType, isInputType } from "./field-types";
import { FORM_VIEWS, type Overlay, VIEW_NAMES } from "./overlay-types";
import { type Problem, pointerOf } from "./problem";
import { relationAlias } from "./relation-alias";
import type { ScreenDefinition } from "./screen-types";

export function checkOverlay(
  file: string,
  overlay: Overlay,
  model: GenModel,
  screen: ScreenDefinition,
): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  // A field-level type is checked in each form view; the steward needs to hear it once.
  const report = (
    severity: Problem["severity"],
    reason: string,
    ...steps: Array<string | number>
  ) => {
    const pointer = pointerOf(...steps);
    if (seen.has(`${pointer} ${reason}`)) return;
    seen.add(`${pointer} ${reason}`);
    problems.push({ file, pointer, reason, severity });
  };

  for (const column of Object.keys(overlay.fields ?? {})) {
    if (!model.fieldList.includes(column)) {
      report("error", `"${column}" is not a column of ${model.model}`, "fields", column);
    }
  }

  const sortBy = overlay.list?.sort_by;
  if (sortBy && !screen.fields.some((field) => field.id === sortBy && field.views.list.show)) {
    report("error", `list sort_by "${sortBy}" is not a column the list shows`, "list", "sort_by");
  }

  for (const field of screen.fields) {
    const written = overlay.fields?.[field.id];
    const overlayRuleStart = field.rules.length - (written?.rules?.length ?? 0);
    const compiled = compileFieldRules(field.kind, field.rules);
    const strayTargets = compiled.checks.flatMap((check) =>
      check.target === undefined ||
      (model.fieldList.includes(check.target) && check.target !== field.id)
        ? []
        : [
            {
              index: field.rules.indexOf(check.rule),
              reason: `rule "${check.rule}" must name another column of ${model.model}`,
              severity: "error" as const,
            },
          ],
    );
    for (const problem of [...compiled.problems, ...strayTargets]) {
      const fromOverlay = problem.index >= overlayRuleStart && written?.rules;
      if (fromOverlay) {
        const index = written.rules?.indexOf(field.rules[problem.index] ?? "") ?? -1;
        report(problem.severity, problem.reason, "fields", field.id, "rules", Math.max(index, 0));
      } else {
        report("warning", `database rule: ${problem.reason}`, "fields", field.id);
      }
    }
    for (const view of FORM_VIEWS) {
      const settings = field.views[view];
      if (!settings.show) continue;
      const typePointer = written?.[view]?.type ? [view, "type"] : ["type"];
      if (!isInputType(settings.type)) {
        report(
          "warning",
          `unknown input type "${settings.type}": the ${view} form shows 'Tipe konfig tidak ditemukan'`,
          "fields",
          field.id,
          ...typePointer,
        );
      } else if (!(INPUT_ACCEPTS[settings.type] as readonly string[]).includes(field.kind)) {
        report(
          "error",
          `a ${settings.type} input cannot edit ${field.id}, a ${field.fieldType} column`,
          "fields",
          field.id,
          ...typePointer,
        );
      }
      const cannotWrite = view !== "filter" && (!field.writable[view] || field.kind === "any");
      if (cannotWrite && written?.[view]?.show === true) {
        report(
          "warning",
          `${field.id} is not written by forms: it stays out of the ${view} form`,
          "fields",
          field.id,
          view,
          "show",
        );
      }
    }
    for (const view of VIEW_NAMES) {
      const settings = field.views[view];
      const isDisplay = view === "list" || view === "detail";
      if (isDisplay && written?.[view]?.type && !isDisplayType(settings.type)) {
        report(
          "warning",
          `unknown display type "${settings.type}": the ${view} shows 'error view type'`,
          "fields",
          field.id,
          view,
          "type",
        );
      }
      if (written?.[view]?.transform && !isTransformName(settings.transform)) {
        report(
          "warning",
          `unknown transform "${settings.transform}": the raw value is shown`,
          "fields",
          field.id,
          view,
          "transform",
        );
      }
      const root = settings.view_data.split(".")[0] ?? "";
      const aliases = Object.keys(model.fieldRelation).map((column) =>
        relationAlias(column, model.fieldList),
      );
      if (
        written?.[view]?.view_data &&
        !model.fieldList.includes(root) &&
        !aliases.includes(root)
      ) {
        report(
          "warning",
          `view_data "${settings.view_data}" starts with neither a column nor a related row (${aliases.join(", ") || "none"})`,
          "fields",
          field.id,
          view,
          "view_data",
        );
      }
    }
  }

  (overlay.export?.columns ?? []).forEach((column, index) => {
    if (!model.fieldList.includes(column)) {
      report(
        "error",
        `export column "${column}" is not a column of ${model.model}`,
        "export",
        "columns",
        index,
      );
    }
  });
  (overlay.import?.keys ?? []).forEach((column, index) => {
    const unique = (model.fieldValidation[column] ?? []).some((rule) => rule.startsWith("unique:"));
    if (!unique || FIELD_KIND[model.fieldType[column] ?? "jsonb"] !== "string") {
      report(
        "error",
        `import key "${column}" is not a unique text column of ${model.model}`,
        "import",
        "keys",
        index,
      );
    }
  });
  (overlay.search ?? []).forEach((column, index) => {
    if (FIELD_KIND[model.fieldType[column] ?? "jsonb"] !== "string") {
      report(
        "error",
        `search column "${column}" is not a text column of ${model.model}`,
        "search",
        index,
      );
    }
  });
  (overlay.rekap?.items ?? []).forEach((item, index) => {
    const named = [...Object.keys(item.count ?? {}), ...(item.sum ? [item.sum] : [])];
    for (const column of named) {
      if (!model.fieldView.includes(column)) {
        report(
          "error",
          `rekap item "${item.id}" names "${column}", not a column of ${model.model}`,
          "rekap",
          "items",
          index,
        );
      }
    }
  });
  return problems;
}
