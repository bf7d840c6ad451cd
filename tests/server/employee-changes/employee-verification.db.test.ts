/**
 * Worker blacklist and change-request verification on a real database: the blacklist steps
 * write their reason and moment with the flag (and keep them in the history); the database
 * refuses assigning a blacklisted worker to a project; a change request takes every step, each
 * only with its own permission (and the resubmission only by its author); approval applies an
 * update, a create and a removal through the workers screen's validation, and refuses (409,
 * nothing written) when the worker changed since the request was made.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerWith } from "../../helpers/auth";
import { insertDepartment } from "../../helpers/organisation";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";

let env: SchemaApp;
let project: number;
let otherProject: number;
let manpowerType: number;
let department: number;
const db = () => env.database.db;
let serial = 0;

async function one<T>(query: ReturnType<typeof sql<T>>): Promise<T> {
  const { rows } = await query.execute(db());
  return rows[0] as T;
}

async function employee(overrides: { phone?: string; project?: number | null } = {}) {
  serial += 1;
  const row = await one(sql<{ id: number }>`
    INSERT INTO employees (nik, employee_code, fullname, manpower_type_id, project_id, phone)
    VALUES (${String(3174000000000000 + serial)}, ${`EMP-${serial}`}, ${`Pekerja ${serial}`},
            ${manpowerType}, ${overrides.project === undefined ? project : overrides.project},
            ${overrides.phone ?? "081200000001"})
    RETURNING id`);
  return row.id;
}

async function userId(username: string) {
  return (await one(sql<{ id: number }>`SELECT id FROM users WHERE username = ${username}`)).id;
}

async function request(
  kind: "update" | "create" | "deleted",
  employeeId: number | null,
  details: Array<[string, string | null, string | null]>,
  state = "draft",
  author = "root",
) {
  const { id } = await one(sql<{ id: number }>`
    INSERT INTO employee_request_changes (employee_id, requested_by, change_status, verification_status)
    VALUES (${employeeId}, ${await userId(author)}, ${kind}, ${state}) RETURNING id`);
  for (const [field, before, after] of details) {
    await sql`INSERT INTO employee_request_change_details (request_change_id, field, old_value, new_value)
      VALUES (${id}, ${field}, ${before}, ${after})`.execute(db());
  }
  return id;
}

const step = (endpoint: string, id: number, name: string, body: object, who: object) =>
  env.app.inject({
    method: "POST",
    url: `/api/${endpoint}/${id}/transitions/${name}`,
    payload: body,
    headers: who as Record<string, string>,
  });

const stateOf = async (id: number) =>
  (
    await one(sql<{ verification_status: string }>`
      SELECT verification_status FROM employee_request_changes WHERE id = ${id}`)
  ).verification_status;

const worker = (id: number) =>
  one(sql<Record<string, unknown>>`SELECT * FROM employees WHERE id = ${id}`);

beforeAll(async () => {
  env = await startSchemaApp();
  department = await insertDepartment(db(), "DV", "Verifikasi");
  const ids = await Promise.all(
    ["PV-1", "PV-2"].map((code) =>
      one(sql<{ id: number }>`INSERT INTO projects (project_code, project_name, department_id)
        VALUES (${code}, ${`Proyek ${code}`}, ${department}) RETURNING id`),
    ),
  );
  [project, otherProject] = ids.map((row) => row.id) as [number, number];
  manpowerType = (
    await one(sql<{ id: number }>`INSERT INTO m_manpower_types (code, name)
      VALUES ('worker', 'Pekerja') RETURNING id`)
  ).id;
});
afterAll(() => env.close());

describe("blacklist", () => {
  it("blacklists with a reason and moment, keeps both steps in the history, and un-blacklists", async () => {
    const id = await employee();
    const root = env.as("root");
    expect((await step("employee", id, "blacklist", {}, root)).statusCode).toBe(422);
    const done = await step("employee", id, "blacklist", { reason: "Mencuri material" }, root);
    expect(done.statusCode, done.body).toBe(200);
    expect(await worker(id)).toMatchObject({
      is_blacklisted: true,
      blacklist_reason: "Mencuri material",
    });
    expect((await worker(id)).blacklisted_at).not.toBeNull();

    const listed = await env.app.inject({ url: "/api/employee-blacklist/list", headers: root });
    expect(listed.json().data.map((row: { id: number }) => row.id)).toContain(id);
    expect((await step("employee", id, "blacklist", { reason: "lagi" }, root)).statusCode).toBe(
      409,
    );

    const back = await step(
      "employee-blacklist",
      id,
      "unblacklist",
      { reason: "Terbukti tidak bersalah" },
      root,
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(await worker(id)).toMatchObject({
      is_blacklisted: false,
      blacklist_reason: null,
      blacklisted_at: null,
    });
    const { rows } = await sql`
      SELECT transition, from_state, to_state, reason FROM record_transitions
      WHERE model = 'employees' AND record_id = ${id} ORDER BY id`.execute(db());
    expect(rows).toEqual([
      {
        transition: "blacklist",
        from_state: "false",
        to_state: "true",
        reason: "Mencuri material",
      },
      {
        transition: "unblacklist",
        from_state: "true",
        to_state: "false",
        reason: "Terbukti tidak bersalah",
      },
    ]);
    // The history holds the flag as the column stores it, so it reads "Ya"/"Tidak" right.
    const audit = await env.app.inject({ url: `/api/employee/${id}/audit`, headers: root });
    expect(audit.statusCode, audit.body).toBe(200);
    const flags = (
      audit.json().data as { changes: { field: string; before: unknown; after: unknown }[] }[]
    )
      .flatMap((entry) => entry.changes)
      .filter((change) => change.field === "is_blacklisted")
      .map((change) => [change.before, change.after]);
    expect(flags).toEqual(
      expect.arrayContaining([
        [false, true],
        [true, false],
      ]),
    );
    // Off the blacklist, the worker is no longer a row of the blacklist screen.
    const gone = await step("employee-blacklist", id, "unblacklist", { reason: "x" }, root);
    expect(gone.statusCode).toBe(404);
  });

  it("blacklists only with update-employee-blacklist", async () => {
    const id = await employee();
    const editor = await callerWith(
      db(),
      "penyunting.pekerja",
      ["read-employee", "update-employee"],
      department,
    );
    const refused = await step("employee", id, "blacklist", { reason: "x" }, editor);
    expect(refused.statusCode).toBe(403);
    expect((await worker(id)).is_blacklisted).toBe(false);
  });

  it("refuses assigning a blacklisted worker to a project, in the form and in the project history", async () => {
    const id = await employee();
    await step("employee", id, "blacklist", { reason: "Berkelahi" }, env.as("root"));
    const current = await worker(id);
    const moved = await env.app.inject({
      method: "PUT",
      url: "/api/employee/update",
      headers: env.as("root", "id"),
      payload: { id, project_id: otherProject, updated_at: current.updated_at },
    });
    expect(moved.statusCode, moved.body).toBe(422);
    expect(moved.json().errors.project_id[0]).toMatch(/daftar hitam/);
    expect((await worker(id)).project_id).toBe(project);

    // Other fields of a blacklisted worker still save (the project stays as it was).
    const renamed = await env.app.inject({
      method: "PUT",
      url: "/api/employee/update",
      headers: env.as("root"),
      payload: { id, fullname: "Nama Baru", project_id: project, updated_at: current.updated_at },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const history = (start: ReturnType<typeof sql>) =>
      sql`INSERT INTO employee_project_histories (employee_id, project_id, start_date)
        VALUES (${id}, ${otherProject}, ${start})`.execute(db());
    await expect(history(sql`current_date + 1`)).rejects.toMatchObject({
      constraint: "employees_blacklisted_assignment",
    });
    // Work done before the blacklisting is still recorded.
    await history(sql`current_date - 30`);
    await expect(
      sql`UPDATE employees SET project_id = ${otherProject} WHERE id = ${id}`.execute(db()),
    ).rejects.toMatchObject({ constraint: "employees_blacklisted_assignment" });
  });
});

describe("worker change requests", () => {
  const ENDPOINT = "employee-request-changes";
  let submitter: Record<string, string>;
  let verifier: Record<string, string>;
  let approver: Record<string, string>;

  beforeAll(async () => {
    const read = [
      "read-employee-request-changes",
      "read-employee",
      "update-employee",
      "create-employee",
    ];
    submitter = await callerWith(
      db(),
      "staf.pengaju",
      [...read, "submit-employee-request-changes"],
      department,
    );
    verifier = await callerWith(
      db(),
      "staf.verifikator",
      [...read, "verify-employee-request-changes"],
      department,
    );
    approver = await callerWith(
      db(),
      "staf.penyetuju",
      [...read, "approve-employee-request-changes"],
      department,
    );
  });

  it("takes every step, each only with its permission, and approval applies the diff", async () => {
    const id = await employee({ phone: "081211112222" });
    const change = await request(
      "update",
      id,
      [["phone", "081211112222", "081299998888"]],
      "draft",
      "staf.pengaju",
    );

    const refusals: Array<[string, object, Record<string, string>]> = [
      ["submit", {}, verifier],
      ["verify", {}, submitter],
      ["approve", {}, verifier],
      ["return-verification", { reason: "x" }, approver],
      ["return-appraisal", { reason: "x" }, verifier],
    ];
    for (const [name, body, who] of refusals) {
      expect((await step(ENDPOINT, change, name, body, who)).statusCode, name).toBe(403);
    }
    expect(await stateOf(change)).toBe("draft");

    const path: Array<[string, object, Record<string, string>, string]> = [
      ["submit", {}, submitter, "verification_request"],
      ["return-verification", { reason: "Lampirkan KTP" }, verifier, "revision_request"],
      ["submit", { reason: "KTP dilampirkan" }, submitter, "verification_request"],
      ["verify", {}, verifier, "appraisal_request"],
      ["return-appraisal", { reason: "Nomor salah ketik" }, approver, "revision_request"],
      ["submit", {}, submitter, "verification_request"],
      ["verify", {}, verifier, "appraisal_request"],
    ];
    for (const [name, body, who, reached] of path) {
      const answer = await step(ENDPOINT, change, name, body, who);
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(200);
      expect(await stateOf(change)).toBe(reached);
    }
    expect(await worker(id)).toMatchObject({ phone: "081211112222" });

    const diff = await env.app.inject({
      url: `/api/change-diff/${ENDPOINT}/${change}/list`,
      headers: approver,
    });
    expect(diff.json().data).toEqual([
      expect.objectContaining({
        field: "phone",
        label: "Phone",
        old_value: "081211112222",
        new_value: "081299998888",
        current_value: "081211112222",
        conflict: false,
      }),
    ]);

    const approved = await step(ENDPOINT, change, "approve", {}, approver);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await stateOf(change)).toBe("approved");
    expect(await worker(id)).toMatchObject({ phone: "081299998888" });
    const stamped = await one(sql<{ verified_by: number | null; verified_at: unknown }>`
      SELECT verified_by, verified_at FROM employee_request_changes WHERE id = ${change}`);
    expect(stamped.verified_by).toBe(await userId("staf.penyetuju"));
    expect(stamped.verified_at).not.toBeNull();
    const { rows: history } = await sql<{ transition: string; reason: string | null }>`
      SELECT transition, reason FROM record_transitions
      WHERE model = 'employee_request_changes' AND record_id = ${change} ORDER BY id`.execute(db());
    expect(history.map((row) => row.transition)).toEqual([
      ...path.map(([name]) => name),
      "approve",
    ]);
    expect(history[1]?.reason).toBe("Lampirkan KTP");
  });

  it("lets only the author resubmit, and a sending back needs a reason", async () => {
    const id = await employee();
    const change = await request(
      "update",
      id,
      [["job_position", null, "Tukang Besi"]],
      "revision_request",
      "root",
    );
    const notAuthor = await step(ENDPOINT, change, "submit", {}, submitter);
    expect(notAuthor.statusCode).toBe(403);
    expect(notAuthor.json().code).toBe("STEP_AUTHOR_ONLY");
    const other = await request(
      "update",
      id,
      [["job_position", null, "Tukang Besi"]],
      "verification_request",
    );
    expect((await step(ENDPOINT, other, "return-verification", {}, verifier)).statusCode).toBe(422);
    expect(await stateOf(other)).toBe("verification_request");
  });

  it("refuses an approval when the worker changed meanwhile (409 naming the field), writing nothing", async () => {
    const id = await employee({ phone: "081233334444" });
    const change = await request(
      "update",
      id,
      [
        ["phone", "081233334444", "081255556666"],
        ["job_position", null, "Mandor Sipil"],
      ],
      "appraisal_request",
    );
    await sql`UPDATE employees SET phone = '081277778888' WHERE id = ${id}`.execute(db());
    const diff = await env.app.inject({
      url: `/api/change-diff/${ENDPOINT}/${change}/list`,
      headers: approver,
    });
    expect(diff.json().data.map((row: { conflict: boolean }) => row.conflict)).toEqual([
      true,
      false,
    ]);

    const refused = await step(ENDPOINT, change, "approve", {}, approver);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "CHANGE_CONFLICT" });
    expect(refused.json().message).toContain("Phone");
    expect(await stateOf(change)).toBe("appraisal_request");
    expect(await worker(id)).toMatchObject({ phone: "081277778888", job_position: null });
    const { rows } = await sql`SELECT 1 FROM record_transitions
      WHERE model = 'employee_request_changes' AND record_id = ${change}`.execute(db());
    expect(rows).toHaveLength(0);
  });

  it("refuses an approval the workers form would refuse, writing nothing", async () => {
    const id = await employee();
    const change = await request(
      "update",
      id,
      [
        ["phone", "081200000001", "bukan nomor"],
        ["fullname", `Pekerja ${serial}`, ""],
      ],
      "appraisal_request",
    );
    const refused = await step(ENDPOINT, change, "approve", {}, approver);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: "CHANGE_INVALID" });
    expect(Object.keys(refused.json().errors)).toContain("fullname");
    expect(await stateOf(change)).toBe("appraisal_request");
    expect((await worker(id)).fullname).toBe(`Pekerja ${serial}`);
  });

  it("refuses an approval that would put a blacklisted worker on a project", async () => {
    const id = await employee();
    await step("employee", id, "blacklist", { reason: "Berkelahi" }, env.as("root"));
    const change = await request(
      "update",
      id,
      [["project_id", String(project), String(otherProject)]],
      "appraisal_request",
    );
    const refused = await step(ENDPOINT, change, "approve", {}, approver);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.project_id[0]).toMatch(/blacklisted/);
    expect((await worker(id)).project_id).toBe(project);
  });

  it("creates the worker of a create request", async () => {
    const change = await request(
      "create",
      null,
      [
        ["nik", null, "3174999900000001"],
        ["employee_code", null, "EMP-BARU-1"],
        ["fullname", null, "Slamet Riyadi"],
        ["manpower_type_id", null, String(manpowerType)],
        ["project_id", null, String(project)],
      ],
      "appraisal_request",
    );
    const approved = await step(ENDPOINT, change, "approve", {}, env.as("root"));
    expect(approved.statusCode, approved.body).toBe(200);
    const created = await one(sql<Record<string, unknown>>`
      SELECT fullname, project_id FROM employees WHERE nik = '3174999900000001'`);
    expect(created).toEqual({ fullname: "Slamet Riyadi", project_id: project });
  });

  it("sets the worker of a removal request inactive and keeps the request", async () => {
    const id = await employee();
    const change = await request("deleted", id, [], "appraisal_request");
    const approved = await step(ENDPOINT, change, "approve", {}, approver);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await worker(id)).status).toBe("non_active");
    expect(await stateOf(change)).toBe("approved");
  });
});
