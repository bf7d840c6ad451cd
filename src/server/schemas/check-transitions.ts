/**
 * What a steward's `transitions` and `where` must get right before a screen serves them: the
 * state and fixed columns exist in the table, step names are unique, and every named effect
 * is registered and fits the table.
 */
import type { GenModel } from "../../schema/model-meta";
import type { Overlay } from "../../schema/overlay/overlay-types";
import { type Problem, pointerOf } from "../../schema/overlay/problem";
import { transitionColumn } from "../../schema/transitions/transition-types";
import { EFFECT_MODELS, isEffectName } from "./effect-names";

export function checkTransitions(file: string, overlay: Overlay, model: GenModel): Problem[] {
  const problems: Problem[] = [];
  const error = (pointer: string, reason: string) =>
    problems.push({ file, pointer, reason, severity: "error" });
  for (const column of Object.keys(overlay.where ?? {})) {
    if (!model.fieldList.includes(column)) {
      error(pointerOf("where", column), `"${column}" is not a column of ${model.model}`);
    }
  }
  const names = new Set<string>();
  (overlay.transitions ?? []).forEach((transition, index) => {
    if (names.has(transition.name)) {
      error(pointerOf("transitions", index, "name"), `step "${transition.name}" is listed twice`);
    }
    names.add(transition.name);
    const columns: Array<[string, string[]]> = [
      [transitionColumn(transition), ["column"]],
      ...Object.keys(transition.set ?? {}).map((name): [string, string[]] => [name, ["set", name]]),
      ...(transition.author_column
        ? [[transition.author_column, ["author_column"]] as [string, string[]]]
        : []),
    ];
    for (const [column, at] of columns) {
      if (!model.fieldList.includes(column)) {
        error(
          pointerOf("transitions", index, ...at),
          `"${column}" is not a column of ${model.model}`,
        );
      }
    }
    (transition.effects ?? []).forEach((name, at) => {
      const pointer = pointerOf("transitions", index, "effects", at);
      if (!isEffectName(name)) {
        error(pointer, `no effect "${name}" (effects: ${Object.keys(EFFECT_MODELS).join(", ")})`);
        return;
      }
      const models: readonly string[] = EFFECT_MODELS[name];
      if (!models.includes(model.model)) {
        error(pointer, `effect "${name}" works on ${models.join(", ")}, not ${model.model}`);
      }
    });
  });
  return problems;
}
