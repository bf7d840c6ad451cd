/**
 * A select's list source: the getter's endpoint, inline and field parameters, the query of
 * one fetch, the dependency key, and what toggle_field rules set.
 */
import { describe, expect, it } from "vitest";
import {
  dependencyKey,
  parseOptionSource,
  requestParams,
  splitGetter,
  toggledValues,
} from "../../../../src/client/schema-form/widgets/select/option-source";

describe("parseOptionSource", () => {
  it.each([
    ["territory", undefined, { endpoint: "territory", params: {}, dependsOn: [] }],
    [
      "department?active=1",
      undefined,
      { endpoint: "department", params: { active: "1" }, dependsOn: [] },
    ],
    [
      "project?department_id={department_id}&active=1",
      undefined,
      {
        endpoint: "project",
        params: { department_id: "{department_id}", active: "1" },
        dependsOn: ["department_id"],
      },
    ],
    [
      "department?active=1",
      { territory_id: "territory_id" },
      {
        endpoint: "department",
        params: { active: "1", territory_id: "{territory_id}" },
        dependsOn: ["territory_id"],
      },
    ],
    [
      "project?department_id={department_id}&status=running",
      { territory_id: "region", department_id: "department_id" },
      {
        endpoint: "project",
        params: {
          department_id: "{department_id}",
          status: "running",
          territory_id: "{region}",
        },
        dependsOn: ["department_id", "region"],
      },
    ],
    [
      "employee?code={prefix}-{number}",
      undefined,
      {
        endpoint: "employee",
        params: { code: "{prefix}-{number}" },
        dependsOn: ["prefix", "number"],
      },
    ],
  ])("%s with get_param %j", (getter, getParam, expected) => {
    expect(parseOptionSource(getter, getParam)).toEqual(expected);
  });

  it("keeps splitGetter's plain reading for the lookup", () => {
    expect(splitGetter("employee?manpower_type_id=2")).toEqual({
      endpoint: "employee",
      params: { manpower_type_id: "2" },
    });
  });
});

describe("requestParams", () => {
  const source = parseOptionSource("project?department_id={department_id}&status=running", {
    territory_id: "territory_id",
  });
  it.each([
    [{}, { limit: "1000", active: "1", status: "running" }],
    [{ department_id: 4 }, { limit: "1000", active: "1", status: "running", department_id: "4" }],
    [
      { department_id: 4, territory_id: 2 },
      { limit: "1000", active: "1", status: "running", department_id: "4", territory_id: "2" },
    ],
    [
      { department_id: "", territory_id: null },
      { limit: "1000", active: "1", status: "running" },
    ],
  ])("with the form at %j", (values, expected) => {
    expect(requestParams(source, values)).toEqual(expected);
  });

  it.each([
    ["m-skills?active=0", { limit: "1000", active: "0" }],
    ["m-skills?limit=50", { limit: "50", active: "1" }],
    ["employee?code={prefix}-{number}", { limit: "1000", active: "1" }],
  ])("lets the getter %s override the defaults or wait for all its fields", (getter, expected) => {
    expect(requestParams(parseOptionSource(getter), { prefix: "EMP" })).toEqual(expected);
  });
});

describe("dependencyKey", () => {
  it.each([
    [["territory_id"], {}, "[null]"],
    [["territory_id"], { territory_id: 2 }, "[2]"],
    [["a", "b"], { b: "x", a: undefined }, '[null,"x"]'],
    [[], { a: 1 }, "[]"],
  ])("%j of %j", (fields, values, expected) => {
    expect(dependencyKey(fields, values)).toBe(expected);
  });
});

describe("toggledValues", () => {
  const row = { id: 4, territory_id: 2, territory: { territory_code: "JTG" } };
  it.each([
    [undefined, row, {}],
    [{ territory_id: "territory_id" }, row, { territory_id: 2 }],
    [{ region_code: "territory.territory_code" }, row, { region_code: "JTG" }],
    [{ territory_id: "territory_id", note: "missing" }, row, { territory_id: 2, note: undefined }],
    [{ territory_id: "territory_id" }, undefined, { territory_id: undefined }],
  ])("%j from %j", (rules, chosen, expected) => {
    expect(toggledValues(rules, chosen)).toEqual(expected);
  });
});
