/**
 * Every route of the operating-unit, manpower, master-data (with the mobile-app configuration)
 * and user-settings modules, generated from schemas/modules.json (issues #15 and #16, "Done
 * means"), hidden tab routes included: as the super-admin each screen drawn from an overlay
 * renders with demo rows and no console error, never the placeholder nor an unknown input type. As a department admin and a project admin (the demo
 * accounts): the aside and the launcher offer only what the account may read, the API of a
 * route it may not read answers 403, and another department's rows stay out of its lists.
 */
import { existsSync, readFileSync } from "node:fs";
import { sql } from "kysely";
import { describe, expect, test } from "vitest";
import type { ListAnswer } from "../../src/schema/api/crud";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";

interface LocalText {
  id: string;
  en: string;
}
interface RouteLine {
  path: string;
  title: LocalText;
  resource: string;
  schema?: string;
  hidden?: boolean;
}
interface ModuleLine {
  name: string;
  title: LocalText;
  routes: RouteLine[];
}

const SWEPT = ["operational-unit", "master", "user-role", "tenaga-kerja"];
const MODULES = (
  JSON.parse(readFileSync("schemas/modules.json", "utf8")) as { modules: ModuleLine[] }
).modules.filter((module) => SWEPT.includes(module.name));
// Every screen drawn from an overlay, hidden sub-screens (a detail's tabs) included; a page of
// its own (no `schema`, e.g. QR printing) has its own browser test.
const ROUTES = MODULES.flatMap((module) =>
  module.routes
    .filter((route) => route.schema)
    .map((route) => ({ ...route, href: `/${module.name}${route.path}` })),
);

/** The API path of a route's screen: the overlay's `endpoint`, else the route's path. */
function endpointOf(route: RouteLine): string {
  const file = `schemas/${route.schema}.json`;
  const overlay = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  return overlay.endpoint ?? route.path.slice(1);
}

const ACCOUNTS = {
  dept: { username: "admin.dept", password: "Admin#Mandor25" },
  project: { username: "admin.proyek", password: "Admin#Mandor25" },
};
const NOT_BUILT = /sedang disiapkan|Tipe konfig tidak ditemukan/;
const SLOW = { timeout: 90_000 };

describe.skipIf(!chromiumAvailable)("every route of five modules in Chromium", () => {
  const { request, session, signedInPage, open, server } = browserSuite({
    accounts: ACCOUNTS,
    // Building the client and seeding the demo data has taken over two minutes on a busy machine.
    setupTimeout: 600_000,
  });

  /** What `as` may read, from its sign-in answer. */
  const readable = (as: keyof typeof ACCOUNTS) => {
    const permissions = new Set(JSON.parse(session(as).permissions ?? "[]") as string[]);
    return (route: RouteLine) => permissions.has(`read-${route.resource}`);
  };

  test.each(ROUTES)(
    "$href renders its screen with demo rows as the super-admin",
    SLOW,
    async (route) => {
      const page = await signedInPage();
      await open(page, route.href);
      await page.getByRole("heading", { level: 1, name: route.title.id }).waitFor();
      await page.locator("td.list-table__number, li.list-card").first().waitFor();
      expect(await page.getByText(NOT_BUILT).count()).toBe(0);
      await page.screenshot({ path: `${SCREENSHOTS}/route${route.href.replaceAll("/", "-")}.png` });
    },
  );

  test.each(Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[])(
    "as %s: the launcher and the aside offer only readable routes, the others answer 403",
    SLOW,
    async (as) => {
      const mayRead = readable(as);
      const page = await signedInPage({ as });
      await open(page, "/");
      await page.locator("a.launcher__card").first().waitFor();
      for (const module of MODULES) {
        // By the card's name: a description may mention another module's title.
        const card = page.locator("a.launcher__card", {
          has: page.locator(".launcher__name", { hasText: new RegExp(`^${module.title.id}$`) }),
        });
        expect(await card.count(), module.name).toBe(module.routes.some(mayRead) ? 1 : 0);
      }

      for (const module of MODULES) {
        const first = module.routes.find((route) => mayRead(route) && !route.hidden);
        if (!first) continue;
        await open(page, `/${module.name}${first.path}`);
        await page.getByRole("heading", { level: 1, name: first.title.id }).waitFor();
        const links = await page.locator("nav .aside__link").allTextContents();
        for (const route of module.routes.filter((candidate) => !candidate.hidden)) {
          expect(links.includes(route.title.id), `${route.path} in the aside`).toBe(mayRead(route));
        }
      }

      for (const route of ROUTES.filter((candidate) => candidate.schema && !mayRead(candidate))) {
        const { status } = await request(`${endpointOf(route)}/list`, { as });
        expect(status, `${route.path} answers`).toBe(403);
      }
    },
  );

  test("as the department admin: another department's rows are absent", SLOW, async () => {
    const { db } = server().database;
    const { rows: mappings } = await sql<{ department_id: string }>`
      SELECT m.department_id FROM user_mappings m JOIN users u ON u.id = m.user_id
      WHERE u.username = ${ACCOUNTS.dept.username} AND m.department_id IS NOT NULL`.execute(db);
    const mine = mappings.map((row) => Number(row.department_id));
    expect(mine.length).toBeGreaterThan(0);

    const OTHERS = {
      project: sql<{ id: string; name: string }>`SELECT id, project_name AS name FROM projects
        WHERE department_id <> ALL(${mine}::bigint[]) ORDER BY id`,
      user: sql<{ id: string; name: string }>`SELECT id, username AS name FROM users
        WHERE department_id <> ALL(${mine}::bigint[]) ORDER BY id`,
    };
    for (const [endpoint, query] of Object.entries(OTHERS)) {
      const others = new Set((await query.execute(db)).rows.map((row) => String(row.id)));
      expect(others.size, `${endpoint}: rows of other departments`).toBeGreaterThan(0);
      const seen = await request<ListAnswer>(`${endpoint}/list?limit=100`, { as: "dept" });
      expect(seen.status).toBe(200);
      expect(seen.body.data.length, endpoint).toBeGreaterThan(0);
      const leaked = seen.body.data.filter((row) => others.has(String(row.id)));
      expect(leaked, endpoint).toEqual([]);
    }

    const other = (await OTHERS.project.execute(db)).rows[0];
    const name = String(other?.name);
    const page = await signedInPage({ as: "dept" });
    await open(page, `/operational-unit/project?search=${encodeURIComponent(name)}`);
    await page.getByText(`${name} tidak ditemukan`).waitFor();
  });
});
