/**
 * Every CHECK of the migrated schema that spans columns, on both databases: each becomes the
 * form rules listed here, or is listed as one no form rule can say. A new CHECK fails this
 * test until it is read (models/cross-checks.ts) or knowingly left to the database. And the
 * database's own refusal of such a CHECK lands on the field, in the rule's words.
 */
import { readFileSync } from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { toForm } from "../../../src/schema/adapter/to-form";
import { mergeOverlay } from "../../../src/schema/overlay/merge-overlay";
import { refusedWrite } from "../../../src/server/crud/database-errors";
import type { Database } from "../../../src/server/db/connect";
import { rulesFromCrossCheck } from "../../../src/server/models/cross-checks";
import { createModelCatalog } from "../../../src/server/models/model-catalog";
import { readCatalog } from "../../../src/server/models/read-catalog";
import { createTestDatabase } from "../../helpers/database";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database?.close());

const DATE_ORDER = ["end_date: after_or_equal:start_date"];

const EXPECTED: Record<string, string[]> = {
  "config_banners.config_banners_check": DATE_ORDER,
  "config_presence_radius.config_presence_radius_point": [
    "lat: required_with:lng",
    "lng: required_with:lat",
  ],
  "employee_project_histories.employee_project_histories_check": DATE_ORDER,
  "employee_request_changes.employee_request_changes_check": [
    "employee_id: required_unless:change_status,create",
  ],
  "employees.employees_check": [],
  "employees.employees_check1": ["blacklist_reason: required_if:is_blacklisted,true"],
  "project_convalsals.project_convalsals_check": DATE_ORDER,
  "projects.projects_check": DATE_ORDER,
  "uploads.uploads_check": [],
  "user_mappings.user_mappings_check": [
    "department_id: required_without:project_id",
    "project_id: required_without:department_id",
  ],
  "visitors.visitors_check": ["check_out_at: after_or_equal:check_in_at"],
};

it("reads every CHECK across columns as the form rules it means", async () => {
  const found: Record<string, string[]> = {};
  for (const table of (await readCatalog(database.db)).values()) {
    for (const check of table.crossChecks) {
      found[`${table.name}.${check.name}`] = rulesFromCrossCheck(check.definition).map(
        ({ column, rule }) => `${column}: ${rule}`,
      );
    }
  }
  expect(found).toEqual(EXPECTED);
});

it("puts the database's refusal of such a CHECK on the field, naming both", async () => {
  const model = (await createModelCatalog(database.db)).get("config_banners");
  if (!model) throw new Error("config_banners is not in the catalog");
  const overlay = JSON.parse(readFileSync("schemas/config-banners.json", "utf8"));
  const screen = mergeOverlay({ id: "config-banners", overlay, model });
  const form = toForm(screen, "create", { user: { roleId: -1, permissions: [] }, locale: "id" });
  const refusal = await sql`INSERT INTO config_banners (title, image, start_date, end_date)
    VALUES ('Terbalik', 'banners/terbalik.jpg', '2026-03-10', '2026-03-01')`
    .execute(database.db)
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  expect(refusedWrite(refusal, form, model, "id")).toEqual({
    errors: { end_date: ["Selesai Tayang tidak boleh sebelum Mulai Tayang"] },
    reason: "nilai melanggar aturan data",
  });
});
