/**
 * Checks of an overlay that look outside it: the tables and columns its unique/exists rules
 * name, and the other screens its tabs and option getters point at.
 */
import { type Problem, pointerOf } from "../../schema/overlay/problem";
import type { ScreenDefinition } from "../../schema/overlay/screen-types";
import { parseRule } from "../../schema/validation/parse-rule";
import { ruleDef } from "../../schema/validation/rules";
import type { ModelCatalog } from "../models/model-catalog";
import { resolveRating } from "./rating-tables";
import type { LoadedScreen } from "./served-screens";

/** A unique or exists rule must name a real table and column: the server queries them. */
export function checkDatabaseRules(
  file: string,
  screen: ScreenDefinition,
  catalog: ModelCatalog,
): Problem[] {
  const problems: Problem[] = [];
  for (const field of screen.fields) {
    for (const rule of field.rules) {
      const { name, argument } = parseRule(rule);
      if (!ruleDef(name)?.database) continue;
      const [table = "", column = ""] = argument.split(",").map((part) => part.trim());
      if (!catalog.get(table)?.fieldList.includes(column)) {
        problems.push({
          file,
          pointer: pointerOf("fields", field.id),
          reason: `rule "${rule}" names ${table}.${column}, which does not exist`,
          severity: "error",
        });
      }
    }
  }
  return problems;
}

/** Where a getter or tab points must exist: another screen's endpoint or a table. */
export function checkCrossReferences(loaded: LoadedScreen[], catalog: ModelCatalog): Problem[] {
  const problems: Problem[] = [];
  const ids = new Set(loaded.map((item) => item.id));
  const endpoints = new Set(loaded.map((item) => item.screen.endpoint));
  const reachable = (endpoint: string) => endpoints.has(endpoint) || Boolean(catalog.get(endpoint));
  const seenEndpoints = new Map<string, string>();
  for (const { file, overlay, screen } of loaded) {
    const first = seenEndpoints.get(screen.endpoint);
    if (first) {
      problems.push({
        file,
        pointer: overlay.endpoint ? "/endpoint" : "",
        reason: `endpoint "${screen.endpoint}" is also ${first}'s; requests go to ${first}`,
        severity: "warning",
      });
    } else {
      seenEndpoints.set(screen.endpoint, file);
    }
    (overlay.tabs ?? []).forEach((tab, index) => {
      if (!ids.has(tab.module)) {
        problems.push({
          file,
          pointer: pointerOf("tabs", index, "module"),
          reason: `no overlay "${tab.module}.json" for this tab`,
          severity: "warning",
        });
      }
    });
    const rating = overlay.rating && resolveRating(screen, overlay.rating, catalog);
    if (typeof rating === "string") {
      problems.push({ file, pointer: "/rating", reason: rating, severity: "error" });
    }
    for (const [column, field] of Object.entries(overlay.fields ?? {})) {
      const endpoint = field.getter?.split("?")[0];
      if (endpoint && !reachable(endpoint)) {
        problems.push({
          file,
          pointer: pointerOf("fields", column, "getter"),
          reason: `getter "${endpoint}" is neither a screen's endpoint nor a table`,
          severity: "warning",
        });
      }
    }
  }
  return problems;
}
