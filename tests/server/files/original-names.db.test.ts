/**
 * Issue 30: a file keeps the name it was uploaded with. Uploaded as "Surat Tugas Mei.pdf" and
 * filed in a record, it is called that in the upload's answer, the record's shown and listed
 * answers, its download's `Content-Disposition` and the record's history — not by its path.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_LINKS_KEY, FILE_NAMES_KEY } from "../../../src/schema/api/crud";
import { multipart, startTransferApp, type TransferApp } from "../crud/transfer-app";
import { SAMPLES } from "./sample-files";

const NAME = "Surat Tugas Mei.pdf";
const ENDPOINT = "/api/employee-personal-documents";

let env: TransferApp;
let root: Record<string, string>;
let employeeId: number;

async function one(query: ReturnType<typeof sql<{ id: number }>>): Promise<number> {
  return (await query.execute(env.env.database.db)).rows[0]?.id as number;
}

async function upload(filename: string) {
  const body = multipart([{ field: "file", filename, content: SAMPLES.pdf }]);
  const response = await env.app.inject({
    method: "POST",
    url: `${ENDPOINT}/upload`,
    payload: body.payload,
    headers: { ...root, ...body.headers },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { url: string; filename: string; name: string };
}

async function fileDocument(file: string) {
  const response = await env.app.inject({
    method: "POST",
    url: `${ENDPOINT}/create`,
    headers: root,
    payload: { employee_id: employeeId, document_kind: "other", number: "ST-05", file },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as Record<string, unknown>;
}

beforeAll(async () => {
  env = await startTransferApp();
  root = env.env.as("root");
  const territory = await one(sql`
    INSERT INTO territories (territory_code, territory_name) VALUES ('JKT', 'Jakarta') RETURNING id`);
  const department = await one(sql`
    INSERT INTO departments (department_code, department_name, territory_id)
    VALUES ('D1', 'D1', ${territory}) RETURNING id`);
  const project = await one(sql`
    INSERT INTO projects (project_code, project_name, department_id, territory_id)
    VALUES ('P-D1', 'D1', ${department}, ${territory}) RETURNING id`);
  const worker = await one(sql`
    INSERT INTO m_manpower_types (code, name) VALUES ('WRK', 'Pekerja') RETURNING id`);
  employeeId = await one(sql`
    INSERT INTO employees (nik, employee_code, fullname, manpower_type_id, project_id)
    VALUES ('3471121809710001', 'EMP-1', 'Pekerja Satu', ${worker}, ${project}) RETURNING id`);
});

afterAll(async () => {
  await env?.close();
});

describe("a file's original name", () => {
  it("is answered by the upload, kept with the record and named wherever the file shows", async () => {
    const uploaded = await upload(NAME);
    expect(uploaded.name).toBe(NAME);
    const created = await fileDocument(uploaded.filename);
    expect(created[FILE_NAMES_KEY]).toEqual({ file: NAME });

    const shown = await env.app.inject({ url: `${ENDPOINT}/${created.id}/show`, headers: root });
    expect(shown.json().data[FILE_NAMES_KEY]).toEqual({ file: NAME });

    const listed = await env.app.inject({ url: `${ENDPOINT}/list`, headers: root });
    const row = (listed.json().data as Record<string, unknown>[]).find(
      (candidate) => candidate.id === created.id,
    );
    expect(row?.[FILE_NAMES_KEY]).toEqual({ file: NAME });

    const link = (created[FILE_LINKS_KEY] as { file: string }).file;
    const download = await env.app.inject({ url: link });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toBe(
      `inline; filename="${NAME}"; filename*=UTF-8''Surat%20Tugas%20Mei.pdf`,
    );

    const history = await env.app.inject({ url: `${ENDPOINT}/${created.id}/audit`, headers: root });
    expect(history.json().names.file).toEqual({ [uploaded.filename]: NAME });
  });

  it("is the base name, without folders or control characters, at most 255 characters", async () => {
    expect((await upload("C:\\Users\\budi\\Surat\tTugas.pdf")).name).toBe("SuratTugas.pdf");
    expect((await upload(`${"a".repeat(300)}.pdf`)).name).toBe("a".repeat(255));
  });

  it("falls back to the stored name's last segment for a file uploaded before names were kept", async () => {
    const uploaded = await upload(NAME);
    await sql`UPDATE uploads SET original_name = NULL WHERE stored_name = ${uploaded.filename}`.execute(
      env.env.database.db,
    );
    const created = await fileDocument(uploaded.filename);
    expect(created).not.toHaveProperty(FILE_NAMES_KEY);
    const download = await env.app.inject({
      url: (created[FILE_LINKS_KEY] as { file: string }).file,
    });
    expect(download.headers["content-disposition"]).toMatch(
      /^inline; filename="[0-9a-f]{32}\.pdf"/,
    );
    const history = await env.app.inject({ url: `${ENDPOINT}/${created.id}/audit`, headers: root });
    expect(history.json().names.file).toBeUndefined();
  });
});
