/**
 * The manpower screens' server side on a real database (migration 0026): a guest checks in at
 * the current time by default and checks out once through the guest book's step, a second
 * check-out is refused and a check-out written straight into the row keeps the state in step;
 * the manpower plan's table input shows each type's actual head count (active employees of
 * the project) beside the plan; the employee's "other projects" tab lists only the ended
 * assignments.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertDepartment } from "../../helpers/organisation";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";

let env: SchemaApp;
let project: number;
let otherProject: number;
const db = () => env.database.db;

async function insertRow(table: string, row: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(row);
  const { rows } = await sql<{ id: string }>`
    INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
    VALUES (${sql.join(Object.values(row))}) RETURNING id`.execute(db());
  return Number(rows[0]?.id);
}

const call = (method: "GET" | "POST", url: string, payload?: object) =>
  env.app.inject({ method, url, headers: env.as("root"), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  env = await startSchemaApp();
  const department = await insertDepartment(db(), "MPW", "Departemen Manpower");
  project = await insertRow("projects", {
    project_code: "PRJ-MP",
    project_name: "Proyek Manpower",
    department_id: department,
  });
  otherProject = await insertRow("projects", {
    project_code: "PRJ-LAIN",
    project_name: "Proyek Lain",
    department_id: department,
  });
});

afterAll(async () => {
  await env?.close();
});

describe("guest book check-in and check-out", () => {
  it("checks in now by default, checks out once, refuses a second check-out", async () => {
    const before = Date.now();
    const created = await call("POST", "/api/buku-tamu/create", {
      visitor_name: "Tamu Uji",
      purpose: "Rapat koordinasi",
      project_id: project,
      host_name: "Pak Budi",
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const shown = (await call("GET", `/api/buku-tamu/${id}/show`)).json().data;
    expect(Date.parse(shown.check_in_at)).toBeGreaterThanOrEqual(before - 1_000);
    expect(shown).toMatchObject({ visit_status: "inside", check_out_at: null });

    const out = await call("POST", `/api/buku-tamu/${id}/transitions/check-out`, {});
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data.state).toBe("checked_out");
    const after = (await call("GET", `/api/buku-tamu/${id}/show`)).json().data;
    expect(Date.parse(after.check_out_at)).toBeGreaterThanOrEqual(Date.parse(shown.check_in_at));

    const again = await call("POST", `/api/buku-tamu/${id}/transitions/check-out`, {});
    expect(again.statusCode).toBe(409);
    const still = (await call("GET", `/api/buku-tamu/${id}/show`)).json().data;
    expect(still.check_out_at).toBe(after.check_out_at);
  });

  it("keeps the state in step with a check-out written straight into the row", async () => {
    const id = await insertRow("visitors", {
      visitor_name: "Tamu Lama",
      project_id: project,
      check_in_at: "2026-01-05T08:00:00+07:00",
      check_out_at: "2026-01-05T10:00:00+07:00",
    });
    const read = async () =>
      (
        await sql<{
          visit_status: string;
        }>`SELECT visit_status FROM visitors WHERE id = ${id}`.execute(db())
      ).rows[0]?.visit_status;
    expect(await read()).toBe("checked_out");
    await sql`UPDATE visitors SET check_out_at = NULL WHERE id = ${id}`.execute(db());
    expect(await read()).toBe("inside");
    const inside = await call("GET", "/api/buku-tamu/list?visit_status=inside&limit=100");
    expect(inside.json().data.map((row: { id: number }) => row.id)).toContain(id);
  });
});

describe("manpower plan beside the actual head count", () => {
  it("counts the project's active employees of each type, whatever the month", async () => {
    const types = new Map<string, number>();
    for (const code of ["MP-TKG", "MP-MDR"]) {
      types.set(code, await insertRow("m_manpower_types", { code, name: `Tipe ${code}` }));
    }
    let nik = 3201010101900000;
    const employee = (type: string, projectId: number, status = "active") => {
      nik += 1;
      return insertRow("employees", {
        nik: String(nik),
        employee_code: `E${nik}`,
        fullname: `Pekerja ${nik}`,
        manpower_type_id: types.get(type),
        project_id: projectId,
        status,
      });
    };
    await employee("MP-TKG", project);
    await employee("MP-TKG", project);
    await employee("MP-TKG", project, "non_active");
    await employee("MP-TKG", otherProject);
    await employee("MP-MDR", otherProject);

    const saved = await env.app.inject({
      method: "PUT",
      url: `/api/table-input/project-manpower-plan/${project}/update`,
      headers: env.as("root"),
      payload: {
        filters: { period: "2026-03" },
        rows: [{ id: types.get("MP-TKG"), planned_count: 5 }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const counts = async (period: string) => {
      const answer = await call(
        "GET",
        `/api/table-input/project-manpower-plan/${project}/list?period=${period}&search=MP-`,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return Object.fromEntries(
        answer
          .json()
          .data.map(
            (row: { code: string; planned_count: number | null; actual_count: number | null }) => [
              row.code,
              [row.planned_count, row.actual_count],
            ],
          ),
      );
    };
    expect(await counts("2026-03")).toEqual({ "MP-TKG": [5, 2], "MP-MDR": [null, null] });
    expect(await counts("2026-04")).toEqual({ "MP-TKG": [null, 2], "MP-MDR": [null, null] });
    const sorted = await call(
      "GET",
      `/api/table-input/project-manpower-plan/${project}/list?period=2026-03&search=MP-&sort_by=actual_count`,
    );
    expect(sorted.json().data[0].code).toBe("MP-TKG");
  });

  it("lists one project as the project detail's tab asks for it", async () => {
    const answer = await call("GET", `/api/manajemen-manpower/list?id=${project}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.map((row: { id: number }) => Number(row.id))).toEqual([project]);
  });
});

describe("the employee's other projects", () => {
  it("lists the ended assignments, not the current one", async () => {
    const type = await insertRow("m_manpower_types", { code: "MP-OPR", name: "Operator Uji" });
    const worker = await insertRow("employees", {
      nik: "3201010101950001",
      employee_code: "E-OTHER",
      fullname: "Pekerja Berpindah",
      manpower_type_id: type,
      project_id: project,
    });
    await insertRow("employee_project_histories", {
      employee_id: worker,
      project_id: otherProject,
      start_date: "2024-01-01",
      end_date: "2024-12-31",
    });
    await insertRow("employee_project_histories", {
      employee_id: worker,
      project_id: project,
      start_date: "2025-02-01",
    });
    const listed = async (endpoint: string, fixed: string) =>
      (await call("GET", `/api/${endpoint}/list?employee_id=${worker}${fixed}`))
        .json()
        .data.map((row: { project_id: number }) => Number(row.project_id));
    expect(await listed("employee-other-projects", "&end_date_from=1900-01-01")).toEqual([
      otherProject,
    ]);
    expect((await listed("employee-project-histories", "")).sort()).toEqual(
      [project, otherProject].sort(),
    );
  });
});
