/**
 * The rating getter and setter on the real convalsals overlay, on both databases: the answer's
 * shape with means rounded by PostgreSQL, one rating per rater, type and project (a second
 * rating changes the first), view-/do-rating- permissions, the row scope (ratings and projects
 * of other departments), and an audit row per change, all in one transaction.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerWith } from "../../helpers/auth";
import { insertDepartment } from "../../helpers/organisation";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";

let env: SchemaApp;
const ids = { vendor: 0, ownProject: 0, otherProject: 0, quality: 0, time: 0, other: 0 };
const callers: Record<"rater" | "viewer" | "blind", Record<string, string>> = {
  rater: {},
  viewer: {},
  blind: {},
};

const one = async <T>(query: ReturnType<typeof sql<T>>) =>
  (await query.execute(env.database.db)).rows[0] as T;

beforeAll(async () => {
  env = await startSchemaApp();
  const db = env.database.db;
  const own = await insertDepartment(db, "D1", "Departemen Gedung");
  const foreign = await insertDepartment(db, "D2", "Departemen Jalan");
  const project = (code: string, department: number) =>
    one(sql<{ id: number }>`INSERT INTO projects (project_code, project_name, department_id)
      VALUES (${code}, ${`Proyek ${code}`}, ${department}) RETURNING id`);
  ids.ownProject = (await project("P1", own)).id;
  ids.otherProject = (await project("P2", foreign)).id;
  ids.vendor = (
    await one(sql<{
      id: number;
    }>`INSERT INTO convalsals (convalsal_code, convalsal_name, convalsal_type)
      VALUES ('V1', 'PT Beton Jaya', 'vendor') RETURNING id`)
  ).id;
  await sql`INSERT INTO project_convalsals (project_id, convalsal_id)
    VALUES (${ids.ownProject}, ${ids.vendor}), (${ids.otherProject}, ${ids.vendor})`.execute(db);
  ids.quality = (
    await one(sql<{ id: number }>`INSERT INTO rating_types (rating_type_name)
    VALUES ('Kualitas') RETURNING id`)
  ).id;
  ids.time = (
    await one(sql<{ id: number }>`INSERT INTO rating_types (rating_type_name)
    VALUES ('Ketepatan Waktu') RETURNING id`)
  ).id;
  const read = ["read-convalsals"];
  callers.rater = await callerWith(
    db,
    "rater",
    [...read, "view-convalsals", "do-rating-convalsals"],
    own,
  );
  callers.viewer = await callerWith(db, "viewer", [...read, "view-convalsals"], own);
  callers.blind = await callerWith(db, "blind", read, own);
  ids.other = (await one(sql<{ id: number }>`SELECT id FROM users WHERE username = 'viewer'`)).id;
  // A colleague's earlier ratings: two in the caller's department, one outside it.
  await sql`INSERT INTO convalsal_ratings (convalsal_id, project_id, rating_type_id, rating_value, rated_by)
    VALUES (${ids.vendor}, ${ids.ownProject}, ${ids.quality}, 4, ${ids.other}),
           (${ids.vendor}, ${ids.ownProject}, ${ids.time}, 5, ${ids.other}),
           (${ids.vendor}, ${ids.otherProject}, ${ids.quality}, 1, ${ids.other})`.execute(db);
});

afterAll(async () => {
  await env?.close();
});

const getRating = (query: string, headers: Record<string, string>) =>
  env.app.inject({ url: `/api/convalsals/rating?${query}`, headers });
const rate = (body: object, headers = callers.rater) =>
  env.app.inject({ method: "POST", url: "/api/convalsals/rating", payload: body, headers });
const ratingsOf = (rater: "rater") =>
  sql<{ rating_type_id: number; rating_value: number }>`
    SELECT r.rating_type_id, r.rating_value FROM convalsal_ratings r JOIN users u ON u.id = r.rated_by
    WHERE u.username = ${rater} AND r.convalsal_id = ${ids.vendor} ORDER BY r.rating_type_id`.execute(
    env.database.db,
  );

describe("GET /api/convalsals/rating", () => {
  it("answers data_main and data_rating over the ratings in the caller's scope, 2 decimals", async () => {
    const response = await getRating(`id=${ids.vendor}`, callers.rater);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data_main: { name: "PT Beton Jaya", overall_rating_value: "4.50" },
      data_rating: [
        {
          rating_type_id: ids.quality,
          rating_type_name: "Kualitas",
          rating_value: "4.00",
          my_rating_value: null,
        },
        {
          rating_type_id: ids.time,
          rating_type_name: "Ketepatan Waktu",
          rating_value: "5.00",
          my_rating_value: null,
        },
      ],
      // The project of the other department is not one the caller may rate for.
      data_per: [{ id: ids.ownProject, name: "Proyek P1" }],
    });
  });

  it("counts every department's ratings for the super-admin: (4 + 5 + 1) / 3 = 3.33", async () => {
    const response = await getRating(`id=${ids.vendor}`, env.as("root"));
    expect(response.json().data_main.overall_rating_value).toBe("3.33");
    expect(response.json().data_per).toHaveLength(2);
  });

  it("gives a holder of view- only the values and nothing to rate for; refuses one without", async () => {
    const viewer = await getRating(`id=${ids.vendor}`, callers.viewer);
    expect(viewer.statusCode).toBe(200);
    expect(viewer.json().data_per).toEqual([]);
    const blind = await getRating(`id=${ids.vendor}`, callers.blind);
    expect(blind.statusCode).toBe(403);
    expect(blind.json().message).toContain("view-convalsals");
  });

  it("rounds the mean as numeric, half away from zero: 33 / 8 = 4.125 is 4.13", async () => {
    const db = env.database.db;
    const { id } = await one(sql<{
      id: number;
    }>`INSERT INTO convalsals (convalsal_code, convalsal_name, convalsal_type)
      VALUES ('V2', 'CV Kayu', 'subcon') RETURNING id`);
    const values = [5, 5, 5, 4, 4, 4, 3, 3];
    const { rows: raters } = await sql<{
      id: number;
    }>`SELECT id FROM users ORDER BY id LIMIT 4`.execute(db);
    for (const [index, value] of values.entries()) {
      const rater = raters[index % 4]?.id;
      const type = index < 4 ? ids.quality : ids.time;
      await sql`INSERT INTO convalsal_ratings (convalsal_id, project_id, rating_type_id, rating_value, rated_by)
        VALUES (${id}, ${ids.ownProject}, ${type}, ${value}, ${rater})`.execute(db);
    }
    const answer = (await getRating(`id=${id}`, env.as("root"))).json();
    expect(answer.data_main.overall_rating_value).toBe("4.13");
    expect(answer.data_rating.map((item: { rating_value: string }) => item.rating_value)).toEqual([
      "4.75",
      "3.50",
    ]);
  });

  it("answers 404 for a record that does not exist and 400 for a malformed project", async () => {
    expect((await getRating("id=999999", callers.rater)).statusCode).toBe(404);
    expect((await getRating(`id=${ids.vendor}&project_id=abc`, callers.rater)).statusCode).toBe(
      400,
    );
  });
});

describe("POST /api/convalsals/rating", () => {
  it("saves one rating per rater, type and project, changing it in place, with audit rows", async () => {
    const first = await rate({
      id: ids.vendor,
      project_id: ids.ownProject,
      data_rating: [
        { rating_type_id: ids.quality, rating_value: 3 },
        { rating_type_id: ids.time, rating_value: 4 },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe("Vendors and Subcontractors rating saved");
    const again = await rate({
      id: ids.vendor,
      project_id: ids.ownProject,
      data_rating: [
        { rating_type_id: ids.quality, rating_value: 5 },
        { rating_type_id: ids.time, rating_value: 4 },
      ],
    });
    expect(again.statusCode).toBe(200);
    expect((await ratingsOf("rater")).rows).toEqual([
      { rating_type_id: ids.quality, rating_value: 5 },
      { rating_type_id: ids.time, rating_value: 4 },
    ]);

    const read = (
      await getRating(`id=${ids.vendor}&project_id=${ids.ownProject}`, callers.rater)
    ).json();
    // Quality 4 and 5, time 5 and 4: every rating weighs the same.
    expect(read.data_main.overall_rating_value).toBe("4.50");
    expect(read.data_rating).toEqual([
      expect.objectContaining({
        rating_type_id: ids.quality,
        rating_value: "4.50",
        my_rating_value: 5,
      }),
      expect.objectContaining({
        rating_type_id: ids.time,
        rating_value: "4.50",
        my_rating_value: 4,
      }),
    ]);

    const { rows: audit } = await sql<{
      action: string;
      before: { rating_value: number } | null;
      after: { rating_value: number };
    }>`
      SELECT action, before, after FROM audit_log WHERE model = 'convalsal_ratings' ORDER BY id`.execute(
      env.database.db,
    );
    // The unchanged time rating of the second call writes nothing.
    expect(
      audit.map((row) => [row.action, row.before?.rating_value ?? null, row.after.rating_value]),
    ).toEqual([
      ["create", null, 3],
      ["create", null, 4],
      ["update", 3, 5],
    ]);
  });

  it("refuses a caller without do-rating-, a project outside the caller's scope, and bad input", async () => {
    const body = {
      id: ids.vendor,
      project_id: ids.ownProject,
      data_rating: [{ rating_type_id: ids.quality, rating_value: 2 }],
    };
    const viewer = await rate(body, callers.viewer);
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().message).toContain("do-rating-convalsals");
    expect((await rate({ ...body, project_id: ids.otherProject })).statusCode).toBe(403);
    expect((await rate({ ...body, project_id: undefined })).statusCode).toBe(400);
    expect(
      (await rate({ ...body, data_rating: [{ rating_type_id: ids.quality, rating_value: 6 }] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await rate({ ...body, data_rating: [{ rating_type_id: 999999, rating_value: 2 }] }))
        .statusCode,
    ).toBe(400);
    expect((await ratingsOf("rater")).rows.map((row) => row.rating_value)).toEqual([5, 4]);
  });
});
