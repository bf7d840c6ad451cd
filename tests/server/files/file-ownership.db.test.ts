/**
 * A stored file is reached only through the record that holds it — found by an attack on the
 * demo: another department's photo name, written into a record the attacker could edit, came
 * back as a signed link that downloaded. Two users over real HTTP: a field takes only a file its
 * caller uploaded and no record holds yet, or keeps the one it has.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerWith } from "../../helpers/auth";
import { multipart, startTransferApp, type TransferApp } from "../crud/transfer-app";
import { SAMPLES } from "./sample-files";

let env: TransferApp;
let base: string;
let root: Record<string, string>;
let attacker: Record<string, string>;
const ids: Record<string, number> = {};

async function one(query: ReturnType<typeof sql<{ id: number }>>): Promise<number> {
  return (await query.execute(env.env.database.db)).rows[0]?.id as number;
}

async function upload(headers: Record<string, string>): Promise<string> {
  const body = multipart([{ field: "file", filename: "foto.png", content: SAMPLES.png }]);
  const response = await fetch(`${base}/api/employee/upload`, {
    method: "POST",
    headers: { ...headers, ...body.headers },
    body: new Uint8Array(body.payload),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { filename: string } }).data.filename;
}

async function show(id: number, headers: Record<string, string>) {
  const response = await fetch(`${base}/api/employee/${id}/show`, { headers });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

interface WriteAnswer {
  data?: { $files?: { photo?: string } };
  errors?: Record<string, string[]>;
}

async function update(id: number, changes: object, headers: Record<string, string>) {
  const current = await show(id, headers);
  const response = await fetch(`${base}/api/employee/update`, {
    method: "PUT",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ id, updated_at: current.updated_at, ...changes }),
  });
  return { status: response.status, body: (await response.json()) as WriteAnswer };
}

beforeAll(async () => {
  env = await startTransferApp();
  base = await env.app.listen({ port: 0, host: "127.0.0.1" });
  const db = env.env.database.db;
  root = env.env.as("root", "en");
  const territory = await one(sql`
    INSERT INTO territories (territory_code, territory_name) VALUES ('JKT', 'Jakarta') RETURNING id`);
  const worker = await one(sql`
    INSERT INTO m_manpower_types (code, name) VALUES ('WRK', 'Pekerja') RETURNING id`);
  for (const code of ["D1", "D2"]) {
    ids[code] = await one(sql`
      INSERT INTO departments (department_code, department_name, territory_id)
      VALUES (${code}, ${code}, ${territory}) RETURNING id`);
    const project = await one(sql`
      INSERT INTO projects (project_code, project_name, department_id, territory_id)
      VALUES (${`P-${code}`}, ${code}, ${ids[code]}, ${territory}) RETURNING id`);
    for (const n of [1, 2]) {
      ids[`${code}-${n}`] = await one(sql`
        INSERT INTO employees (nik, employee_code, fullname, manpower_type_id, project_id)
        VALUES (${`3471121809710${code.slice(1)}0${n}`},
                ${`EMP-${code}-${n}`}, ${`Pekerja ${code} ${n}`}, ${worker}, ${project})
        RETURNING id`);
    }
  }
  attacker = await callerWith(
    db,
    "admin.d1",
    ["read-employee", "update-employee", "create-employee"],
    ids.D1,
  );
});

afterAll(async () => {
  await env?.close();
});

describe("a file field takes only the caller's own, unattached upload", () => {
  it("refuses another department's photo name, and hands out no link to it", async () => {
    const victimPhoto = await upload(root);
    expect((await update(ids["D2-1"] as number, { photo: victimPhoto }, root)).status).toBe(200);

    const stolen = await update(ids["D1-1"] as number, { photo: victimPhoto }, attacker);
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors).toEqual({
      photo: ["This file is not among your uploads. Upload the file again."],
    });
    const record = await show(ids["D1-1"] as number, attacker);
    expect(record.photo).toBeNull();
    expect(JSON.stringify(record)).not.toContain(victimPhoto);
  });

  it("refuses a name that was never uploaded, and someone else's unattached upload", async () => {
    const forged = "2026/11/0123456789abcdef0123456789abcdef.png";
    expect((await update(ids["D1-1"] as number, { photo: forged }, attacker)).status).toBe(422);
    const rootsLoose = await upload(root);
    expect((await update(ids["D1-1"] as number, { photo: rootsLoose }, attacker)).status).toBe(422);
  });

  it("takes the caller's own upload once, keeps it on later saves, and gives it to no other record", async () => {
    const mine = await upload(attacker);
    const first = await update(ids["D1-1"] as number, { photo: mine }, attacker);
    expect(first.status).toBe(200);
    const files = first.body.data?.$files;
    expect(files?.photo).toContain(mine);
    expect((await fetch(`${base}${files?.photo}`)).status).toBe(200);

    const kept = await update(
      ids["D1-1"] as number,
      { photo: mine, fullname: "Pekerja D1 Satu" },
      attacker,
    );
    expect(kept.status).toBe(200);
    expect((await update(ids["D1-2"] as number, { photo: mine }, attacker)).status).toBe(422);
  });
});
