/**
 * Benchmarks of the schema engine, for `npm run bench`:
 *
 * - adapter: per overlay in schemas/, the time to merge it with its model and derive every
 *   view (create, update and filter forms, columns, detail rows), and on the server the time
 *   to compile a form's validator (ajv) and to generate the browser's validator module;
 * - formTyping: keystroke-to-commit in Chromium while typing into a generated form of 100
 *   fields (the production build against the real server): from each keydown to the moment
 *   the input event, which React handles at its root, bubbles out of it — React has rendered
 *   and committed the change by then. Also React's own share of that time, and the time to
 *   the next task, which may include drawing a frame (an upper bound).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { toActions } from "../../src/schema/adapter/to-actions";
import { toColumns, toDetailRows } from "../../src/schema/adapter/to-display";
import { toForm } from "../../src/schema/adapter/to-form";
import { mergeOverlay } from "../../src/schema/overlay/merge-overlay";
import { loadConfig } from "../../src/server/config";
import { openDatabase } from "../../src/server/db/connect";
import { migrateToLatest } from "../../src/server/db/migrate";
import { createModelCatalog } from "../../src/server/models/model-catalog";
import { createAjv } from "../../src/server/schemas/ajv-instance";
import { NOT_OVERLAYS } from "../../src/server/schemas/route-screens";
import { validatorModule } from "../../src/server/schemas/validator-module";
import { startMandor } from "../../src/server/start";
import { buildFreshClient } from "../e2e/build-client";
import { launchChromium } from "../e2e/chromium";
import { percentile } from "./bench-server";

const SUPER_ADMIN = { roleId: -1, permissions: [] };

/** Milliseconds per keystroke, collected in the page. */
interface Probe {
  commit: number[];
  react: number[];
  nextTask: number[];
}
const ADMIN_PASSWORD = "Bench-admin-2026";

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function timeMs(run: () => unknown, times: number): number {
  const samples: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

/** Adapter and compile times for every overlay in schemas/, on the real model catalog. */
export async function benchAdapter(runs = 50) {
  const database = await openDatabase({ dataDir: "memory://" });
  try {
    await migrateToLatest(database.db);
    const catalog = await createModelCatalog(database.db);
    const files = readdirSync("schemas").filter(
      (name) => name.endsWith(".json") && !NOT_OVERLAYS.has(name),
    );
    return files.map((file) => {
      const id = file.replace(/\.json$/, "");
      const overlay = JSON.parse(readFileSync(join("schemas", file), "utf8"));
      const model = catalog.get(overlay.model);
      if (!model) throw new Error(`${file}: no table ${overlay.model}`);
      const context = { user: SUPER_ADMIN, locale: "id" as const };
      const screen = mergeOverlay({ id, overlay, model });
      const form = toForm(screen, "create", context);
      return {
        schema: id,
        fields: screen.fields.length,
        mergeMs: round(
          timeMs(() => mergeOverlay({ id, overlay, model }), runs),
          3,
        ),
        allViewsMs: round(
          timeMs(() => {
            const merged = mergeOverlay({ id, overlay, model });
            for (const view of ["create", "update", "filter"] as const)
              toForm(merged, view, context);
            toColumns(merged, context);
            toDetailRows(merged, context);
            toActions(merged, context.user);
          }, runs),
          3,
        ),
        ajvCompileMs: round(timeMs(() => createAjv().compile(form.schema), 5)),
        validatorModuleMs: round(timeMs(() => validatorModule(form.schema), 5)),
      };
    });
  } finally {
    await database.close();
  }
}

/** A table of 100 columns of every common kind, and its overlay with rules and labels. */
async function createWideTable(db: Parameters<typeof migrateToLatest>[0]) {
  const columns: string[] = [];
  const fields: Record<string, object> = {};
  for (let index = 1; index <= 100; index += 1) {
    const name = `field_${String(index).padStart(3, "0")}`;
    const kind = index % 10;
    const type =
      kind < 6 ? "varchar(100)" : kind < 8 ? "integer" : kind === 8 ? "numeric(12,2)" : "date";
    columns.push(`${name} ${type}${index % 7 === 0 ? " NOT NULL" : ""}`);
    fields[name] = {
      label: { id: `Isian ${index}`, en: `Field ${index}` },
      ...(kind === 0 ? { rules: ["alpha_dash", "min:3"] } : {}),
      ...(kind === 1 ? { rules: ["email"] } : {}),
      ...(kind === 6 ? { rules: ["min:0"] } : {}),
    };
  }
  await sql
    .raw(`CREATE TABLE bench_wide_form (id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
          ${columns.join(", ")}, created_by bigint, updated_by bigint)`)
    .execute(db);
  return { title: { id: "Formulir Lebar", en: "Wide Form" }, model: "bench_wide_form", fields };
}

/** Median keystroke-to-commit while typing into a generated 100-field form in Chromium. */
export async function benchFormTyping(keystrokes = 200) {
  const scratch = mkdtempSync(join(tmpdir(), "mandor-bench-form-"));
  const client = await buildFreshClient();
  const database = await openDatabase({ dataDir: "memory://" });
  try {
    await migrateToLatest(database.db);
    writeFileSync(
      join(scratch, "bench-wide.json"),
      JSON.stringify(await createWideTable(database.db)),
    );
    const route = {
      path: "/wide",
      name: "wide",
      title: { id: "Lebar", en: "Wide" },
      resource: "bench-wide",
      schema: "bench-wide",
    };
    const module = {
      name: "bench",
      title: route.title,
      description: route.title,
      icon: "database",
      routes: [route],
    };
    writeFileSync(join(scratch, "modules.json"), JSON.stringify({ modules: [module] }));
    const config = loadConfig({
      PORT: "0",
      LOG_LEVEL: "silent",
      SEED_DEMO: "false",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD,
      CLIENT_DIR: client.dir,
      SCHEMAS_DIR: scratch,
    });
    const running = await startMandor(config, { database });
    const browser = await launchChromium();
    try {
      const page = await (
        await browser.newContext({ viewport: { width: 1280, height: 800 } })
      ).newPage();
      const login = await page.request.post(`${running.url}/api/login`, {
        data: { username: "admin", password: ADMIN_PASSWORD },
      });
      const answer = await login.json();
      const appCode = (await (await page.request.get(`${running.url}/api/app-config`)).json()).data
        .appCode;
      await page.goto(`${running.url}/login`);
      await page.evaluate(
        ({ answer, appCode }) => {
          localStorage.setItem("token", answer.token);
          localStorage.setItem("profile", JSON.stringify(answer.user));
          localStorage.setItem("permissions", JSON.stringify(answer.permissions));
          localStorage.setItem("app_code", appCode);
        },
        { answer, appCode },
      );
      await page.goto(`${running.url}/bench/wide?view=create`);
      await page.getByLabel("Isian 100").waitFor();
      const inputs = await page
        .locator(".schema-form input, .schema-form select, .schema-form textarea")
        .count();
      await page.evaluate(() => {
        const probe: Probe = { commit: [], react: [], nextTask: [] };
        (window as unknown as { probe: Probe }).probe = probe;
        const channel = new MessageChannel();
        let keyAt = 0;
        let inputAt = 0;
        channel.port1.onmessage = () => probe.nextTask.push(performance.now() - keyAt);
        const capture = { capture: true };
        window.addEventListener(
          "keydown",
          () => {
            keyAt = performance.now();
            channel.port2.postMessage(null);
          },
          capture,
        );
        window.addEventListener("input", () => (inputAt = performance.now()), capture);
        window.addEventListener("input", () => {
          const now = performance.now();
          probe.commit.push(now - keyAt);
          probe.react.push(now - inputAt);
        });
      });
      // Text fields spread over the form (columns whose number ends in 0-5 are text).
      const targets = ["Isian 12", "Isian 23", "Isian 35", "Isian 52", "Isian 94"];
      const perField = Math.ceil(keystrokes / targets.length);
      for (const label of targets) {
        await page.getByLabel(label).click();
        await page.keyboard.type("pengujian-formulir-".repeat(4).slice(0, perField), { delay: 15 });
      }
      const probe = await page.evaluate(() => (window as unknown as { probe: Probe }).probe);
      const typed = await page.getByLabel("Isian 94").inputValue();
      if (typed.length !== perField)
        throw new Error(`typed ${typed.length} characters, expected ${perField}`);
      return {
        fields: inputs,
        keystrokes: probe.commit.length,
        budgetMs: 16,
        commitMedianMs: round(median(probe.commit)),
        commitP95Ms: round(percentile(probe.commit, 0.95)),
        commitMaxMs: round(Math.max(...probe.commit)),
        reactMedianMs: round(median(probe.react)),
        nextTaskMedianMs: round(median(probe.nextTask)),
      };
    } finally {
      await browser.close();
      await running.close();
    }
  } finally {
    await client.remove();
    rmSync(scratch, { recursive: true, force: true });
  }
}
