/**
 * The mobile apps' configuration calls on both databases, with the app's clock fixed: banners
 * showing on a Jakarta day (an end date's last second, the next day's first), in their order,
 * each picture signed only when the banner holds it;
 * a project's presence radius (default, own centre, unknown project, another department's); the agreement in force
 * and re-acceptance once a new version is published; a published version's text locked by the
 * database whatever writes it; and the banner list's first sort by its order.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerWith } from "../../helpers/auth";
import { insertDepartment } from "../../helpers/organisation";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";

let env: SchemaApp;
const PICTURE = "2026/02/0123456789abcdef0123456789abcdef.png";
let now = new Date("2026-03-01T05:00:00Z");
let mobile: Record<string, string> = {};
const ids = { project: 0, plainProject: 0, otherProject: 0 };

const one = async <T>(query: ReturnType<typeof sql<T>>) =>
  (await query.execute(env.database.db)).rows[0] as T;

beforeAll(async () => {
  env = await startSchemaApp({}, () => now);
  const db = env.database.db;
  const department = await insertDepartment(db, "D1", "Departemen Gedung");
  const otherDepartment = await insertDepartment(db, "D2", "Departemen Jalan");
  mobile = await callerWith(db, "mandor_hp", [], department);
  const project = (code: string, lat: number, lng: number, of = department) =>
    one(sql<{ id: number }>`INSERT INTO projects
      (project_code, project_name, department_id, address, lat, lng)
      VALUES (${code}, ${`Proyek ${code}`}, ${of}, ${`Jl. ${code}`}, ${lat}, ${lng})
      RETURNING id`);
  ids.project = (await project("P1", -6.98, 110.41)).id;
  ids.plainProject = (await project("P2", -7.25, 112.75)).id;
  ids.otherProject = (await project("P3", -6.2, 106.8, otherDepartment)).id;
  await sql`INSERT INTO config_banners (title, image, sort_order, start_date, end_date, active) VALUES
    ('Berakhir 1 Maret', ${PICTURE}, 20, NULL, '2026-03-01', 1),
    ('Mulai 2 Maret', 'banners/mulai.jpg', 10, '2026-03-02', NULL, 1),
    ('Dimatikan', 'banners/mati.jpg', 1, NULL, NULL, 0),
    ('Selalu', 'banners/selalu.jpg', 30, '2026-01-01', '2026-12-31', 1)`.execute(db);
  // The stored picture is the banner's, as an upload through its screen leaves it.
  await sql`INSERT INTO uploads (stored_name, uploaded_by, model, record_id, field)
    SELECT image, 1, 'config_banners', id, 'image' FROM config_banners
    WHERE image = ${PICTURE}`.execute(db);
});

afterAll(async () => {
  await env?.close();
});

const get = (url: string, headers = mobile) => env.app.inject({ url, headers });
const post = (url: string, payload: object, headers = mobile) =>
  env.app.inject({ method: "POST", url, payload, headers });

describe("GET /api/mobile/banners", () => {
  const titles = async () =>
    (await get("/api/mobile/banners")).json().data.map((b: { title: string }) => b.title);

  it.each([
    [
      "the last second of 1 March in Jakarta",
      "2026-03-01T16:59:59Z",
      ["Berakhir 1 Maret", "Selalu"],
    ],
    ["the first second of 2 March in Jakarta", "2026-03-01T17:00:00Z", ["Mulai 2 Maret", "Selalu"]],
    [
      "1 March in UTC, already 2 March in Jakarta",
      "2026-03-01T23:00:00Z",
      ["Mulai 2 Maret", "Selalu"],
    ],
  ])("at %s shows the active banners of that day by their order", async (_, at, expected) => {
    now = new Date(at);
    expect(await titles()).toEqual(expected);
  });

  it("signs the stored picture a banner holds and leaves a name the store cannot hold without one", async () => {
    now = new Date("2026-03-01T05:00:00Z");
    const [stored, other] = (await get("/api/mobile/banners")).json().data;
    expect(stored.image_url).toMatch(/^\/api\/files\/2026\/02\/[0-9a-f]{32}\.png\?exp=\d+&sig=/);
    expect(other.image_url).toBeNull();
  });

  it("signs no stored name the banner does not hold", async () => {
    now = new Date("2026-03-01T05:00:00Z");
    const db = env.database.db;
    await sql`UPDATE uploads SET record_id = record_id + 1000 WHERE stored_name = ${PICTURE}`.execute(
      db,
    );
    try {
      const [stored] = (await get("/api/mobile/banners")).json().data;
      expect(stored.image).toBe(PICTURE);
      expect(stored.image_url).toBeNull();
    } finally {
      await sql`UPDATE uploads SET record_id = record_id - 1000 WHERE stored_name = ${PICTURE}`.execute(
        db,
      );
    }
  });

  it("needs a signed-in caller", async () => {
    expect((await get("/api/mobile/banners", {})).statusCode).toBe(401);
  });
});

describe("GET /api/mobile/presence-radius", () => {
  it("answers the default radius at the project's location while none is set", async () => {
    const response = await get(`/api/mobile/presence-radius?project_id=${ids.plainProject}`);
    expect(response.json().data).toEqual({
      project_id: ids.plainProject,
      project_code: "P2",
      project_name: "Proyek P2",
      radius_m: 100,
      address: "Jl. P2",
      lat: -7.25,
      lng: 112.75,
      configured: false,
    });
  });

  it("answers the set radius around its own check-in point", async () => {
    await sql`INSERT INTO config_presence_radius (project_id, radius_m, address, lat, lng)
      VALUES (${ids.project}, 250, 'Gerbang utama', -6.981, 110.412)`.execute(env.database.db);
    const response = await get(`/api/mobile/presence-radius?project_id=${ids.project}`);
    expect(response.json().data).toMatchObject({
      radius_m: 250,
      address: "Gerbang utama",
      lat: -6.981,
      lng: 110.412,
      configured: true,
    });
  });

  it("does not find a project of another department", async () => {
    const response = await get(`/api/mobile/presence-radius?project_id=${ids.otherProject}`);
    expect(response.statusCode).toBe(404);
  });

  it("refuses an unknown project and a missing project_id", async () => {
    expect((await get("/api/mobile/presence-radius?project_id=999999")).statusCode).toBe(404);
    expect((await get("/api/mobile/presence-radius")).statusCode).toBe(400);
  });
});

describe("the user agreement", () => {
  const current = async () => (await get("/api/mobile/user-agreement")).json();
  const accept = (agreementId: number) =>
    post("/api/mobile/user-agreement/accept", { agreement_id: agreementId });
  // Written past the server, so the text is as raw as psql could leave it.
  const publish = (version: string, publishedAt: string | null, extra = "") =>
    one(sql<{
      id: number;
    }>`INSERT INTO config_user_agreements (version, title, content, published_at)
      VALUES (${version}, 'Syarat', ${`<p>Versi ${version}</p>${extra}`}, ${publishedAt})
      RETURNING id`);

  it("answers 404 while nothing is published", async () => {
    now = new Date("2026-03-01T05:00:00Z");
    await publish("0.9-draft", null);
    expect((await get("/api/mobile/user-agreement")).statusCode).toBe(404);
  });

  it("asks again for acceptance after a new version is published", async () => {
    const first = await publish("1.0", "2026-02-01T00:00:00Z");
    expect((await current()).data).toMatchObject({
      id: first.id,
      version: "1.0",
      accepted: false,
      accepted_at: null,
    });
    const accepted = await accept(first.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ id: first.id, accepted: true });
    expect((await current()).data.accepted).toBe(true);

    // Scheduled for tomorrow: not in force yet, the acceptance of 1.0 still stands.
    const second = await publish("1.1", "2026-03-02T00:00:00Z", "<script>x()</script>");
    expect((await current()).data).toMatchObject({ version: "1.0", accepted: true });
    expect((await accept(second.id)).statusCode).toBe(409);

    now = new Date("2026-03-02T00:00:00Z");
    expect((await current()).data).toMatchObject({
      id: second.id,
      content: "<p>Versi 1.1</p>",
      accepted: false,
    });
    const stale = await accept(first.id);
    expect(stale.statusCode).toBe(409);
    expect((await accept(second.id)).json().data).toMatchObject({ id: second.id, accepted: true });
    expect((await current()).data.accepted_at).toBe("2026-03-02T00:00:00.000000Z");
  });
});

describe("a published agreement is locked", () => {
  const update = async (version: string, change: object) => {
    const { id } = await one(sql<{ id: number }>`
      SELECT id FROM config_user_agreements WHERE version = ${version}`);
    const shown = (
      await env.app.inject({
        url: `/api/config-user-agreements/${id}/show`,
        headers: env.as("root"),
      })
    ).json().data;
    return env.app.inject({
      method: "PUT",
      url: "/api/config-user-agreements/update",
      payload: { ...shown, ...change },
      headers: env.as("root", "en"),
    });
  };

  it("refuses a change of its text, saying to create a new version", async () => {
    const response = await update("1.0", { content: "<p>Diam-diam diubah</p>" });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain("a published version cannot be changed");
  });

  it("still lets it be switched off, and a draft be edited and published", async () => {
    expect((await update("1.0", { active: 0 })).statusCode).toBe(200);
    const draft = await update("0.9-draft", {
      content: "<p>Draf baru</p>",
      published_at: new Date().toISOString(),
    });
    expect(draft.statusCode).toBe(200);
  });
});

describe("the banner list", () => {
  it("is sorted by its order until the user sorts it", async () => {
    const list = (query: string) =>
      env.app
        .inject({ url: `/api/config-banners/list?${query}`, headers: env.as("root") })
        .then((response) => response.json().data.map((b: { sort_order: number }) => b.sort_order));
    expect(await list("sort=DESC")).toEqual([1, 10, 20, 30]);
    expect(await list("sort_by=title&sort=ASC")).toEqual([20, 1, 10, 30]);
  });

  /** Updates the banner "Selalu" with `change` on top of (or instead of) the row as read. */
  async function updateSelalu(change: (shown: Record<string, unknown>) => object, locale = "id") {
    const { id } = await one(sql<{ id: number }>`
      SELECT id FROM config_banners WHERE title = 'Selalu'`);
    const shown = (
      await env.app.inject({ url: `/api/config-banners/${id}/show`, headers: env.as("root") })
    ).json().data;
    return env.app.inject({
      method: "PUT",
      url: "/api/config-banners/update",
      payload: change(shown),
      headers: env.as("root", locale as "id" | "en"),
    });
  }

  it("marks a last showing day before the first on its field, naming both", async () => {
    const response = await updateSelalu(
      (shown) => ({ ...shown, start_date: "2026-03-10", end_date: "2026-03-01" }),
      "en",
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      end_date: ["The Showing Until field must not be before Showing From"],
    });
  });

  it("judges the stored last day against a changed first day", async () => {
    const response = await updateSelalu((shown) => ({
      id: shown.id,
      updated_at: shown.updated_at,
      start_date: "2027-01-05",
    }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      end_date: ["Selesai Tayang tidak boleh sebelum Mulai Tayang"],
    });
  });
});
