/**
 * A presence's photo is a file its sender uploaded, or nothing — the finding reproduced: a
 * signed-in user posted another department's KTP scan name as a presence photo and the
 * presence's `/show` carried a signed link that downloaded it. Over real HTTP on both
 * databases: the foreign name, a made-up one and the sender's own upload used twice are
 * dropped with a reason per record (the records themselves still count); the sender's own
 * upload is attached to the presence and linked; a device's photo is dropped (devices cannot
 * upload); a refused record's photo follows it into the presence when it is reprocessed; a raw
 * record that merely names a file (stored before the check) gives its presence no photo.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSecretKey } from "../../../src/server/secret-keys/hash-secret-key";
import { callerWith } from "../../helpers/auth";
import { insertDepartment } from "../../helpers/organisation";
import { multipart, startTransferApp, type TransferApp } from "../crud/transfer-app";
import { SAMPLES } from "../files/sample-files";

let env: TransferApp;
let root: Record<string, string>;
/** A field clerk of department D1 who sends presences and may upload. */
let clerk: Record<string, string>;
let clerkId = 0;
const ids = { project: 0, victimWorker: 0 };
const CARD = "MDR000000950";
let minute = 0;

const db = () => env.env.database.db;
const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db())).rows;
const one = async <T>(query: ReturnType<typeof sql<T>>) => (await rows(query))[0] as T;

/** A new scan time each call, so no record is a duplicate of an earlier one. */
const scannedAt = () => {
  minute += 1;
  return new Date(Date.UTC(2026, 2, 9, 0, minute)).toISOString();
};

async function upload(
  headers: Record<string, string>,
  endpoint: string,
  filename: string,
  content: Uint8Array,
): Promise<string> {
  const body = multipart([{ field: "file", filename, content }]);
  const response = await env.app.inject({
    method: "POST",
    url: `/api/${endpoint}/upload`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.filename;
}

interface RecordAnswer {
  index: number;
  status: string;
  raw_presence_id: number | null;
  code?: string;
  photo_code?: string;
  photo_reason?: string;
}

async function fromApp(records: object[], headers = clerk): Promise<RecordAnswer[]> {
  const response = await env.app.inject({
    method: "POST",
    url: "/api/mobile/presences",
    headers,
    payload: { project_id: ids.project, records },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.records;
}

async function presenceOf(rawId: number | null) {
  return one(sql<{ id: number; photo: string | null }>`
    SELECT id::int AS id, photo FROM presences WHERE raw_presence_id = ${rawId}`);
}

async function show(presenceId: number) {
  const response = await env.app.inject({
    url: `/api/project-presences/${presenceId}/show`,
    headers: root,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as Record<string, unknown> & { $files?: Record<string, string> };
}

const holderOf = (name: string) =>
  one(sql<{ model: string | null; record_id: number | null; field: string | null }>`
    SELECT model, record_id::int AS record_id, field FROM uploads WHERE stored_name = ${name}`);

beforeAll(async () => {
  env = await startTransferApp();
  env.setClock(new Date("2026-03-10T12:00:00Z"));
  root = env.env.as("root", "en");
  const department = await insertDepartment(db(), "D1", "Departemen Gedung");
  const victimDepartment = await insertDepartment(db(), "D2", "Departemen Jalan");
  ids.project = (
    await one(sql<{ id: number }>`
      INSERT INTO projects (project_code, project_name, department_id)
      VALUES ('P1', 'Proyek Satu', ${department}) RETURNING id::int AS id`)
  ).id;
  const victimProject = (
    await one(sql<{ id: number }>`
      INSERT INTO projects (project_code, project_name, department_id)
      VALUES ('P2', 'Proyek Dua', ${victimDepartment}) RETURNING id::int AS id`)
  ).id;
  const type = (
    await one(sql<{ id: number }>`
      INSERT INTO m_manpower_types (code, name) VALUES ('WRK', 'Pekerja') RETURNING id::int AS id`)
  ).id;
  await sql`
    INSERT INTO employees (nik, employee_code, fullname, manpower_type_id, project_id, qr_card_number)
    VALUES ('3471121809710001', 'EMP-1', 'Pekerja Satu', ${type}, ${ids.project}, ${CARD})`.execute(
    db(),
  );
  ids.victimWorker = (
    await one(sql<{ id: number }>`
      INSERT INTO employees (nik, employee_code, fullname, manpower_type_id, project_id)
      VALUES ('3471121809710002', 'EMP-2', 'Pekerja Dua', ${type}, ${victimProject})
      RETURNING id::int AS id`)
  ).id;
  await sql`INSERT INTO devices (device_code, device_name, project_id, kind, key_hash) VALUES
    ('DEV-1', 'Terminal Gerbang', ${ids.project}, 'attendance_terminal', ${hashSecretKey("kunci-gerbang")})`.execute(
    db(),
  );
  // Sends presences (`create-presence`) and may upload (edits workers).
  clerk = await callerWith(db(), "mandor.d1", ["create-presence", "update-employee"], department);
  clerkId = (
    await one(sql<{ id: number }>`SELECT id::int AS id FROM users WHERE username = 'mandor.d1'`)
  ).id;
});

afterAll(async () => {
  await env?.close();
});

describe("a presence photo from the app", () => {
  it("refuses another department's KTP scan: not attached, no link, the answer says why", async () => {
    // The victim's scan, uploaded and filed through the personal documents screen.
    const scan = await upload(root, "employee-personal-documents", "ktp.pdf", SAMPLES.pdf);
    const filed = await env.app.inject({
      method: "POST",
      url: "/api/employee-personal-documents/create",
      headers: root,
      payload: { employee_id: ids.victimWorker, document_kind: "KTP", number: "3471", file: scan },
    });
    expect(filed.statusCode).toBe(200);
    const document = filed.json().data;
    expect(document.$files?.file).toContain(scan);

    const [answer] = await fromApp([
      { qr_card_number: CARD, scanned_at: scannedAt(), photo: scan },
    ]);
    expect(answer).toMatchObject({
      status: "accepted",
      photo_code: "photo_not_uploaded",
      photo_reason:
        "The photo is not among the sender's unused uploads, so it was not kept. Upload the photo again.",
    });
    const presence = await presenceOf(answer?.raw_presence_id ?? null);
    expect(presence.photo).toBeNull();
    const shown = await show(presence.id);
    expect(shown.$files).toBeUndefined();
    expect(JSON.stringify(shown)).not.toContain(scan);
    // The raw record keeps what was sent in its payload, and nothing else.
    const raw = await one(sql<{ photo: string | null; sent: string }>`
      SELECT photo, payload->>'photo' AS sent FROM raw_presences WHERE id = ${answer?.raw_presence_id}`);
    expect(raw).toEqual({ photo: null, sent: scan });
    // Still the document's, and still linked there.
    expect(await holderOf(scan)).toEqual({
      model: "employee_personal_documents",
      record_id: document.id,
      field: "file",
    });
  });

  it("drops a made-up name and someone else's unattached upload", async () => {
    const loose = await upload(root, "employee", "foto.png", SAMPLES.png);
    const answers = await fromApp([
      {
        qr_card_number: CARD,
        scanned_at: scannedAt(),
        photo: "2026/11/0123456789abcdef0123456789abcdef.jpg",
      },
      { qr_card_number: CARD, scanned_at: scannedAt(), photo: loose },
      { qr_card_number: CARD, scanned_at: scannedAt(), photo: "../../etc/passwd" },
    ]);
    expect(answers.map((answer) => [answer.status, answer.photo_code])).toEqual([
      ["accepted", "photo_not_uploaded"],
      ["accepted", "photo_not_uploaded"],
      ["accepted", "photo_not_uploaded"],
    ]);
    expect(await holderOf(loose)).toEqual({ model: null, record_id: null, field: null });
  });

  it("attaches the sender's own upload to the presence and links it, once", async () => {
    const mine = await upload(clerk, "employee", "absen.png", SAMPLES.png);
    const [answer, twice] = await fromApp([
      { qr_card_number: CARD, scanned_at: scannedAt(), photo: mine },
      { qr_card_number: CARD, scanned_at: scannedAt(), photo: mine },
    ]);
    expect(answer).not.toHaveProperty("photo_code");
    expect(answer?.status).toBe("accepted");
    expect(twice).toMatchObject({ status: "accepted", photo_code: "photo_used_twice" });
    const presence = await presenceOf(answer?.raw_presence_id ?? null);
    expect(presence.photo).toBe(mine);
    expect(await holderOf(mine)).toEqual({
      model: "presences",
      record_id: presence.id,
      field: "photo",
    });
    const link = (await show(presence.id)).$files?.photo;
    expect(link).toContain(mine);
    expect((await env.app.inject({ url: link as string })).statusCode).toBe(200);

    // Attached now: a later record cannot take it again.
    const [later] = await fromApp([{ qr_card_number: CARD, scanned_at: scannedAt(), photo: mine }]);
    expect(later?.photo_code).toBe("photo_not_uploaded");
  });

  it("takes the signed URL the upload answered as well as the name", async () => {
    const body = multipart([{ field: "file", filename: "absen.png", content: SAMPLES.png }]);
    const uploaded = await env.app.inject({
      method: "POST",
      url: "/api/employee/upload",
      payload: body.payload,
      headers: { ...clerk, ...body.headers },
    });
    const { url, filename } = uploaded.json().data;
    const [answer] = await fromApp([{ qr_card_number: CARD, scanned_at: scannedAt(), photo: url }]);
    expect(answer).not.toHaveProperty("photo_code");
    expect((await presenceOf(answer?.raw_presence_id ?? null)).photo).toBe(filename);
  });

  it("says nothing of the photo of a duplicate, and leaves its upload free", async () => {
    const mine = await upload(clerk, "employee", "absen.png", SAMPLES.png);
    const at = scannedAt();
    await fromApp([{ qr_card_number: CARD, scanned_at: at }]);
    const [again] = await fromApp([{ qr_card_number: CARD, scanned_at: at, photo: mine }]);
    expect(again).toEqual({ index: 0, status: "duplicate", raw_presence_id: null });
    expect((await holderOf(mine)).model).toBeNull();
  });

  it("moves a refused record's photo into its presence when it is reprocessed", async () => {
    const mine = await upload(clerk, "employee", "absen.png", SAMPLES.png);
    const [refused] = await fromApp([
      { qr_card_number: "MDR000000951", scanned_at: scannedAt(), photo: mine },
    ]);
    expect(refused).toMatchObject({ status: "rejected", code: "unknown_card" });
    expect(refused).not.toHaveProperty("photo_code");
    expect(await holderOf(mine)).toEqual({
      model: "raw_presences",
      record_id: refused?.raw_presence_id,
      field: "photo",
    });
    await sql`UPDATE employees SET qr_card_number = 'MDR000000951' WHERE id = ${ids.victimWorker}`.execute(
      db(),
    );
    await sql`UPDATE employees SET project_id = ${ids.project} WHERE id = ${ids.victimWorker}`.execute(
      db(),
    );
    const reprocessed = await env.app.inject({
      method: "POST",
      url: "/api/presences/raw/reprocess",
      headers: root,
      payload: { ids: [refused?.raw_presence_id] },
    });
    expect(reprocessed.json().data).toMatchObject({ accepted: 1 });
    const presence = await presenceOf(refused?.raw_presence_id ?? null);
    expect(presence.photo).toBe(mine);
    expect(await holderOf(mine)).toEqual({
      model: "presences",
      record_id: presence.id,
      field: "photo",
    });
    expect((await show(presence.id)).$files?.photo).toContain(mine);
  });

  it("gives no photo to the presence of a raw record that merely names a file", async () => {
    const loose = await upload(clerk, "employee", "absen.png", SAMPLES.png);
    // Stored before photos were checked: the name is in the raw record, the file is nobody's.
    const raw = await one(sql<{ id: number }>`
      INSERT INTO raw_presences (source, sender_id, user_id, project_id, qr_card_number,
        scanned_at, photo, payload, created_by)
      VALUES ('mobile', ${clerkId}, ${clerkId}, ${ids.project}, ${CARD}, ${scannedAt()}, ${loose},
        '{}'::jsonb, ${clerkId})
      RETURNING id::int AS id`);
    const reprocessed = await env.app.inject({
      method: "POST",
      url: "/api/presences/raw/reprocess",
      headers: root,
      payload: { ids: [raw.id] },
    });
    expect(reprocessed.json().data).toMatchObject({ accepted: 1 });
    const presence = await presenceOf(raw.id);
    expect(presence.photo).toBeNull();
    expect((await show(presence.id)).$files).toBeUndefined();
  });
});

describe("a presence photo from a device", () => {
  it("is dropped, whatever it names: devices cannot upload", async () => {
    const loose = await upload(clerk, "employee", "absen.png", SAMPLES.png);
    const response = await env.app.inject({
      method: "POST",
      url: "/api/presences/device",
      headers: { "x-device-key": "kunci-gerbang", "content-language": "id" },
      payload: { records: [{ qr_card_number: CARD, scanned_at: scannedAt(), photo: loose }] },
    });
    const [answer] = response.json().data.records as RecordAnswer[];
    expect(answer).toMatchObject({
      status: "accepted",
      photo_code: "photo_from_device",
      photo_reason: "Perangkat tidak dapat mengunggah foto, sehingga foto tidak disimpan.",
    });
    expect((await presenceOf(answer?.raw_presence_id ?? null)).photo).toBeNull();
    expect((await holderOf(loose)).model).toBeNull();
  });
});
