/**
 * The overlay store on a folder of files and a fixed catalog: re-reading on save, the last good
 * version on a broken save, problems logged once, defaults from the router file, and checks
 * between overlays and against the router file.
 */
import { mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GenModel } from "../../../src/schema/model-meta";
import type { ModelCatalog } from "../../../src/server/models/model-catalog";
import { createOverlayStore } from "../../../src/server/schemas/overlay-store";
import type { OverlayStore } from "../../../src/server/schemas/served-screens";
import { MODELS } from "../../schema/fixtures";

const catalog: ModelCatalog = {
  get: (name) => (MODELS as Record<string, GenModel>)[name.replaceAll("-", "_")],
  names: () => Object.keys(MODELS),
  refresh: async () => {},
};

let dir: string;
let store: OverlayStore;
let logged: string[];
let clock = 0;

function save(file: string, content: unknown) {
  const path = join(dir, file);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  clock += 2;
  utimesSync(path, new Date(), new Date(Date.now() + clock * 1000));
}

const skills = (extra: object = {}) => ({
  title: { id: "Keahlian", en: "Skills" },
  model: "m_skills",
  ...extra,
});

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "mandor-store-"));
  logged = [];
  save("modules.json", {
    modules: [
      { name: "master", routes: [{ path: "/keahlian", resource: "skills", schema: "m-skills" }] },
    ],
  });
  store = createOverlayStore({
    schemasDir: dir,
    catalog,
    log: {
      warn: (message) => logged.push(`warn ${message}`),
      error: (message) => logged.push(`error ${message}`),
    },
  });
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("overlay store", () => {
  it("lists overlays, not the router file or the meta-schema", () => {
    save("m-skills.json", skills());
    save("overlay.schema.json", {});
    expect(store.ids()).toEqual(["m-skills"]);
  });

  it("takes endpoint and resource from the route naming the overlay", () => {
    save("m-skills.json", skills());
    expect(store.get("m-skills")?.screen).toMatchObject({
      endpoint: "keahlian",
      resource: "skills",
    });
    expect(store.byEndpoint("keahlian")?.id).toBe("m-skills");
    expect(store.byEndpoint("m_skills")?.id).toBe("m-skills");
    expect(store.byEndpoint("departments")).toBeUndefined();
  });

  it("re-reads a saved file and keeps the last good version over a broken one", () => {
    save("m-skills.json", skills());
    const first = store.get("m-skills");
    save("m-skills.json", skills({ fields: { code: { label: { id: "Kode", en: "Code" } } } }));
    const second = store.get("m-skills");
    expect(second?.version).not.toBe(first?.version);

    save("m-skills.json", '{ "title": ');
    expect(store.get("m-skills")?.version).toBe(second?.version);
    expect(store.state("m-skills")?.problems).toEqual([
      {
        file: "m-skills.json",
        pointer: "",
        reason: expect.stringMatching(/^not valid JSON at line 1, column 12/),
        severity: "error",
      },
    ]);
    // Reported once per save, however often it is read.
    store.get("m-skills");
    store.problems();
    expect(logged.filter((line) => line.startsWith("error"))).toHaveLength(1);
    expect(logged[0]).toContain(`the last good version (${second?.version}) keeps serving`);
  });

  it("serves an overlay with warnings and logs them", () => {
    save("m-skills.json", skills({ fields: { name: { list: { transform: "shout" } } } }));
    expect(store.get("m-skills")).toBeDefined();
    expect(logged).toEqual([
      expect.stringMatching(
        /^warn overlay m-skills.json loaded with warnings:\n {2}warning at \/fields\/name\/list\/transform/,
      ),
    ]);
  });

  it("forgets a deleted overlay", () => {
    save("m-skills.json", skills());
    expect(store.get("m-skills")).toBeDefined();
    unlinkSync(join(dir, "m-skills.json"));
    expect(store.get("m-skills")).toBeUndefined();
    expect(store.ids()).toEqual([]);
  });

  it("reports bad file names, unknown tables in rules, and references between overlays", () => {
    save("Skills.json", skills());
    save("m-skills.json", skills({ fields: { name: { rules: ["unique:m_skill,name"] } } }));
    save("territories.json", {
      title: { id: "Wilayah" },
      model: "territories",
      tabs: [{ name: { id: "Dept" }, module: "departments", as_param: "territory_id" }],
    });
    save("projects.json", {
      title: { id: "Proyek" },
      model: "projects",
      endpoint: "territories",
      fields: { department_id: { getter: "departemen" } },
    });
    expect(store.problems()).toEqual(
      expect.arrayContaining([
        {
          file: "Skills.json",
          pointer: "",
          reason: "file names are the screen id: lower-case letters, digits and dashes",
          severity: "error",
        },
        {
          file: "m-skills.json",
          pointer: "/fields/name",
          reason: 'rule "unique:m_skill,name" names m_skill.name, which does not exist',
          severity: "error",
        },
        {
          file: "territories.json",
          pointer: "/tabs/0/module",
          reason: 'no overlay "departments.json" for this tab',
          severity: "warning",
        },
        {
          file: "projects.json",
          pointer: "/fields/department_id/getter",
          reason: 'getter "departemen" is neither a screen\'s endpoint nor a table',
          severity: "warning",
        },
        {
          file: "territories.json",
          pointer: "",
          reason: 'endpoint "territories" is also projects.json\'s; requests go to projects.json',
          severity: "warning",
        },
      ]),
    );
  });

  it("reports and logs once a route whose screen has no file, until the file is added", () => {
    const missing = {
      file: "modules.json",
      pointer: "/modules/0/routes/0/schema",
      reason: expect.stringContaining('route /master/keahlian names screen "m-skills"'),
      severity: "error",
    };
    expect(store.problems()).toEqual([missing]);
    expect(store.routeProblems()).toEqual([missing]);
    expect(logged).toEqual([
      expect.stringMatching(
        /^warn schemas\/modules\.json: route \/master\/keahlian .*schemas\/m-skills\.json does not exist/,
      ),
    ]);
    save("m-skills.json", skills());
    expect(store.problems()).toEqual([]);
    expect(logged).toHaveLength(1);
  });

  it("gives the preview the file as it is on disk", () => {
    save("m-skills.json", '{ "broken": ');
    expect(store.source("m-skills")).toBe('{ "broken": ');
    expect(store.source("../modules")).toBeNull();
    expect(store.get("m-skills")).toBeUndefined();
  });
});
