/**
 * `GET /metrics` on both databases, read as Prometheus would: real calls (lists, a record by
 * id, unknown addresses, sign-ins, an intake batch and a reprocessed record, two import
 * commits, a mail through the loopback SMTP receiver) move their counters by exactly what was
 * done, requests are labelled by route template, the duration histogram has its buckets, the
 * connection gauges follow the pool, the process's figures are there — and who may read it,
 * with and without a token.
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSecretKey } from "../../../src/server/secret-keys/hash-secret-key";
import { insertDepartment } from "../../helpers/organisation";
import { buildTestApp } from "../../helpers/test-app";
import { importCalls } from "../crud/import-calls";
import { type SmtpReceiver, startSmtpReceiver } from "../mail/smtp-receiver";
import { type SchemaApp, startSchemaApp } from "../schemas/schema-app";

let env: SchemaApp;
let mail: SmtpReceiver;
const skills: number[] = [];

beforeAll(async () => {
  mail = await startSmtpReceiver();
  env = await startSchemaApp({ smtpUrl: mail.url, publicUrl: "http://mandor.test" });
  const db = env.database.db;
  const department = await insertDepartment(db, "D1", "Departemen Gedung");
  const { rows: projects } = await sql<{ id: number }>`
    INSERT INTO projects (project_code, project_name, department_id)
    VALUES ('P1', 'Proyek P1', ${department}) RETURNING id`.execute(db);
  await sql`INSERT INTO devices (device_code, device_name, project_id, kind, key_hash)
    VALUES ('DEV-1', 'Terminal Gerbang', ${projects[0]?.id}, 'attendance_terminal',
      ${hashSecretKey("kunci-gerbang")})`.execute(db);
  const { rows: types } = await sql<{ id: number }>`
    INSERT INTO m_manpower_types (code, name) VALUES ('WRK', 'Pekerja') RETURNING id`.execute(db);
  await sql`INSERT INTO employees (nik, employee_code, fullname, manpower_type_id, project_id,
      qr_card_number)
    VALUES ('3471121809710001', 'EMP-1', 'Pekerja 1', ${types[0]?.id}, ${projects[0]?.id},
      'QR-A')`.execute(db);
  const { rows } = await sql<{ id: number }>`
    INSERT INTO m_skills (code, name) VALUES ('MS-01', 'Satu'), ('MS-02', 'Dua')
    RETURNING id`.execute(db);
  skills.push(...rows.map((row) => row.id));
});

afterAll(async () => {
  await env?.close();
  await mail?.close();
});

/** One series of a scrape: its metric name, its labels and its value. */
interface Series {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parse(text: string): Series[] {
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const [, name = "", labelText = "", value = ""] =
        /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, text]) => [key, text]),
      );
      return { name, labels: labels as Record<string, string>, value: Number(value) };
    });
}

async function scrape(app: FastifyInstance = env.app): Promise<Series[]> {
  const answer = await app.inject({ method: "GET", url: "/metrics" });
  expect(answer.statusCode).toBe(200);
  return parse(answer.body);
}

/** The value of the series named `name` with exactly `labels`; 0 when there is none yet. */
function seriesValue(series: Series[], name: string, labels: Record<string, string>): number {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  const found = series.find(
    (one) => one.name === name && JSON.stringify(Object.entries(one.labels).sort()) === wanted,
  );
  return found?.value ?? 0;
}

/** How far each of `labelSets` of `name` moved while `work` ran. */
async function moved(
  name: string,
  labelSets: Record<string, string>[],
  work: () => Promise<unknown>,
): Promise<number[]> {
  const before = await scrape();
  await work();
  const after = await scrape();
  return labelSets.map(
    (labels) => seriesValue(after, name, labels) - seriesValue(before, name, labels),
  );
}

const REQUESTS = "mandor_http_requests_total";
const request = (method: string, route: string, status: number) => ({
  method,
  route,
  status_code: String(status),
});

const call = async (options: InjectOptions, status: number) => {
  const answer = await env.app.inject(options);
  expect(answer.statusCode, answer.body).toBe(status);
  return answer;
};

describe("GET /metrics: HTTP requests", () => {
  it("counts each request once under its route's template, never its address", async () => {
    const clerk = env.as("clerk");
    const counts = await moved(
      REQUESTS,
      [
        request("GET", "/api/:endpoint/list", 200),
        request("GET", "/api/:endpoint/:id/show", 200),
        request("GET", "unmatched", 404),
      ],
      async () => {
        await call({ method: "GET", url: "/api/m-skills/list", headers: clerk }, 200);
        for (const id of skills) {
          await call({ method: "GET", url: `/api/m-skills/${id}/show`, headers: clerk }, 200);
        }
        await call({ method: "GET", url: "/no/such/page" }, 404);
        await call({ method: "GET", url: "/api/no/such/call/at/all" }, 404);
      },
    );
    expect(counts).toEqual([1, 2, 2]);
    const routes = (await scrape()).map((series) => series.labels.route ?? "");
    expect(routes.filter((route) => /\d|no\/such/.test(route))).toEqual([]);
  });

  it("times requests in a histogram with its buckets, its sum and its count", async () => {
    await call({ method: "GET", url: "/api/m-skills/list", headers: env.as("reader") }, 200);
    const series = await scrape();
    const labels = request("GET", "/api/:endpoint/list", 200);
    const buckets = series.filter(
      (one) =>
        one.name === "mandor_http_request_duration_seconds_bucket" &&
        one.labels.route === labels.route &&
        one.labels.status_code === "200",
    );
    expect(buckets.map((one) => one.labels.le)).toEqual([
      "0.005",
      "0.01",
      "0.025",
      "0.05",
      "0.1",
      "0.25",
      "0.5",
      "1",
      "2.5",
      "5",
      "10",
      "+Inf",
    ]);
    const count = seriesValue(series, REQUESTS, labels);
    expect(buckets.at(-1)?.value).toBe(count);
    expect(seriesValue(series, "mandor_http_request_duration_seconds_count", labels)).toBe(count);
    expect(seriesValue(series, "mandor_http_request_duration_seconds_sum", labels)).toBeGreaterThan(
      0,
    );
  });

  it("counts a sign-in and a refused one by their status", async () => {
    const counts = await moved(
      REQUESTS,
      [request("POST", "/api/login", 200), request("POST", "/api/login", 400)],
      async () => {
        const login = { method: "POST", url: "/api/login" } as const;
        await call(
          { ...login, payload: { username: "root", password: "Root-password-2026" } },
          200,
        );
        await call({ ...login, payload: { username: "root", password: "wrong-password" } }, 400);
      },
    );
    expect(counts).toEqual([1, 1]);
  });
});

describe("GET /metrics: what the domains count", () => {
  let rejectedId = 0;

  it("counts intake records accepted, and rejected by their code", async () => {
    const scannedAt = new Date(Date.now() - 60 * 60_000).toISOString();
    const counts = await moved(
      "mandor_intake_records_total",
      [
        { source: "device", status: "accepted" },
        { source: "device", status: "rejected", code: "unknown_card" },
      ],
      async () => {
        const answer = await call(
          {
            method: "POST",
            url: "/api/presences/device",
            headers: { "x-device-key": "kunci-gerbang" },
            payload: {
              records: [
                { qr_card_number: "QR-A", scanned_at: scannedAt },
                { qr_card_number: "QR-NOBODY", scanned_at: scannedAt },
              ],
            },
          },
          200,
        );
        rejectedId = answer.json().data.records[1].raw_presence_id;
      },
    );
    expect(counts).toEqual([1, 1]);
  });

  it("counts a rejected record accepted on reprocessing apart from the intake", async () => {
    await sql`UPDATE employees SET qr_card_number = 'QR-NOBODY' WHERE employee_code = 'EMP-1'`.execute(
      env.database.db,
    );
    const counts = await moved(
      "mandor_intake_records_total",
      [
        { source: "reprocess", status: "accepted" },
        { source: "device", status: "accepted" },
      ],
      () =>
        call(
          {
            method: "POST",
            url: "/api/presences/raw/reprocess",
            headers: env.as("root"),
            payload: { ids: [rejectedId] },
          },
          200,
        ),
    );
    expect(counts).toEqual([1, 0]);
  });

  it("counts the rows of committed imports by what became of them", async () => {
    const clerk = env.as("clerk");
    const imports = importCalls(env);
    const commit = async (csv: string, key?: string) => {
      const upload = await imports.upload("m-skills", "keahlian.csv", csv, clerk);
      expect(upload.statusCode, upload.body).toBe(200);
      const mapping = { code: "code", name: "name" };
      const request = key ? { mapping, key } : { mapping };
      const answer = await imports.step(
        "m-skills",
        upload.json().data.importId,
        "commit",
        request,
        clerk,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data;
    };
    const kinds = ["created", "updated", "unchanged", "failed"];
    const counts = await moved(
      "mandor_import_rows_total",
      kinds.map((kind) => ({ endpoint: "m-skills", kind })),
      async () => {
        expect(await commit("code,name\nMT-01,Baru\nMT-02,Baru Juga\nMT-03,\n")).toEqual({
          create: 2,
          update: 0,
          unchanged: 0,
          skipped: 1,
        });
        expect(await commit("code,name\nMS-01,Satu Diubah\nMS-02,Dua\n", "code")).toEqual({
          create: 0,
          update: 1,
          unchanged: 1,
          skipped: 0,
        });
      },
    );
    expect(counts).toEqual([2, 1, 1, 1]);
  });

  it("counts a mail once the SMTP server took it", async () => {
    const sent = { transport: "smtp", outcome: "sent" };
    const before = seriesValue(await scrape(), "mandor_mail_messages_total", sent);
    await call(
      {
        method: "POST",
        url: "/api/request-forgot-password",
        payload: { email: "clerk@mandor.test" },
      },
      200,
    );
    await mail.waitFor("clerk@mandor.test");
    await expect
      .poll(async () => seriesValue(await scrape(), "mandor_mail_messages_total", sent))
      .toBe(before + 1);
    const failed = { transport: "smtp", outcome: "failed" };
    expect(seriesValue(await scrape(), "mandor_mail_messages_total", failed)).toBe(0);
  });
});

describe("GET /metrics: the database's connections and the process", () => {
  const gauge = async (name: string) =>
    seriesValue(await scrape(), `mandor_db_connections_${name}`, { database: env.database.kind });

  it("shows the pool's connections in use and the queries waiting for one", async () => {
    const max = await gauge("max");
    expect(max).toBe(env.database.kind === "pglite" ? 1 : 4);
    expect(await gauge("idle")).toBeGreaterThanOrEqual(0);
    const db = env.database.db;
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    // Every connection held by a transaction, then one more query in line.
    const holders = Array.from({ length: max }, () =>
      db.transaction().execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        await gate;
      }),
    );
    await expect.poll(() => gauge("in_use")).toBe(max);
    const queued = sql`SELECT 1`.execute(db);
    await expect.poll(() => gauge("waiting")).toBeGreaterThanOrEqual(1);
    open();
    await Promise.all([...holders, queued]);
    await expect.poll(() => gauge("waiting")).toBe(0);
  });

  it("has the process's memory, CPU and event-loop delay", async () => {
    const names = new Set((await scrape()).map((series) => series.name));
    for (const name of [
      "process_resident_memory_bytes",
      "process_cpu_user_seconds_total",
      "nodejs_heap_size_used_bytes",
      "nodejs_eventloop_lag_seconds",
      "nodejs_eventloop_lag_p99_seconds",
    ]) {
      expect(names, name).toContain(name);
    }
  });
});

describe("GET /metrics: who may read it", () => {
  const read = (app: FastifyInstance, options: Omit<InjectOptions, "method" | "url"> = {}) =>
    app.inject({ method: "GET", url: "/metrics", ...options });

  it("answers only this machine when METRICS_TOKEN is not set", async () => {
    for (const remoteAddress of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) {
      const answer = await read(env.app, { remoteAddress });
      expect(answer.statusCode, remoteAddress).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    }
    for (const options of [
      { remoteAddress: "203.0.113.7" },
      { remoteAddress: "::ffff:10.0.0.2" },
      // Through a proxy on this machine: the socket is local, the caller is not.
      { headers: { "x-forwarded-for": "203.0.113.7" } },
      { headers: { forwarded: "for=203.0.113.7" } },
    ]) {
      const answer = await read(env.app, {
        ...options,
        headers: { ...options.headers, "content-language": "en" },
      });
      expect(answer.statusCode, JSON.stringify(options)).toBe(403);
      expect(answer.json()).toEqual({
        code: "METRICS_LOCAL_ONLY",
        message: expect.stringContaining("METRICS_TOKEN"),
      });
    }
  });

  it("asks for METRICS_TOKEN as a bearer token when it is set, from anywhere", async () => {
    const token = "a-long-metrics-token-0123456789";
    const app = await buildTestApp(env.database, { metricsToken: token });
    try {
      for (const headers of [
        {},
        { authorization: "Bearer wrong-token-0123456789" },
        { authorization: token },
      ]) {
        const answer = await read(app, { headers });
        expect(answer.statusCode, JSON.stringify(headers)).toBe(401);
        expect(answer.headers["www-authenticate"]).toBe("Bearer");
        expect(answer.json().code).toBe("METRICS_TOKEN_REQUIRED");
      }
      for (const remoteAddress of ["127.0.0.1", "203.0.113.7"]) {
        const answer = await read(app, {
          remoteAddress,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(answer.statusCode, remoteAddress).toBe(200);
        expect(answer.body).toContain("# TYPE mandor_http_requests_total counter");
      }
    } finally {
      await app.close();
    }
  });
});
