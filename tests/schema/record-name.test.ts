/** A record named by its display field, as toasts and confirmations name it. */
import { describe, expect, it } from "vitest";
import { recordName } from "../../src/schema/adapter/record-name";
import { MODELS, screenOf } from "./fixtures";

describe("recordName", () => {
  it.each([
    ["projects", { id: 7, project_code: "PRJ-7", project_name: "Jalan Tol" }, "Jalan Tol"],
    ["projects", { id: 7, project_code: "PRJ-7", project_name: "  " }, "#7"],
    ["m_skills", { id: 3, code: "LAS", name: "Pengelasan" }, "Pengelasan"],
    ["departments", { id: 2, department_code: "GDG", department_name: null }, "#2"],
  ] as const)("%s %j → %s", (model, row, name) => {
    expect(recordName(screenOf(MODELS[model]), row)).toBe(name);
  });
});
