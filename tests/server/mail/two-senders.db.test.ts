/**
 * Two app instances on one database each run a mail sender over the same outbox: every
 * message queued through either is delivered exactly once.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../src/server/db/connect";
import { createTestDatabase } from "../../helpers/database";
import { buildTestApp } from "../../helpers/test-app";
import { insertUser, LOOSE_LIMITS, PUBLIC_URL } from "../auth/auth-app";
import { type SmtpReceiver, startSmtpReceiver } from "./smtp-receiver";

const MESSAGES = 20;
let database: Database;
let receiver: SmtpReceiver;
let instances: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startSmtpReceiver();
  for (let n = 0; n < MESSAGES; n++) {
    await insertUser(database.db, {
      username: `pekerja.${n}`,
      status: "active",
      roleId: null,
      password: null,
    });
  }
  // Small batches and a quick poll, so both senders reach into the outbox while it fills.
  instances = await Promise.all(
    [0, 1].map(() =>
      buildTestApp(
        database,
        { smtpUrl: receiver.url, publicUrl: PUBLIC_URL },
        { rateLimits: { limits: LOOSE_LIMITS }, mailTiming: { batch: 3, pollMs: 20 } },
      ),
    ),
  );
});

afterAll(async () => {
  await Promise.all(instances.map((app) => app.close()));
  await receiver?.close();
  await database?.close();
});

describe("two instances sending from one outbox", () => {
  it("deliver each queued message once", async () => {
    await Promise.all(
      Array.from({ length: MESSAGES }, async (_, n) => {
        const response = await instances[n % 2]?.inject({
          method: "POST",
          url: "/api/request-forgot-password",
          payload: { email: `pekerja.${n}@mandor.test` },
        });
        expect(response?.statusCode).toBe(200);
      }),
    );
    for (let n = 0; n < MESSAGES; n++) await receiver.waitFor(`pekerja.${n}@mandor.test`);
    const left = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM mail_outbox`.execute(database.db))
        .rows[0]?.n;
    await expect.poll(left).toBe(0);
    // Time for a second delivery of any message to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const recipients = receiver.messages.flatMap((mail) => mail.to);
    expect(recipients).toHaveLength(MESSAGES);
    expect(new Set(recipients).size).toBe(MESSAGES);
  });

  it("sends what a dead instance left in the outbox", async () => {
    const message = {
      to: "ditinggal@mandor.test",
      subject: "Ditinggal",
      text: "x",
      html: "<p>x</p>",
    };
    await sql`INSERT INTO mail_outbox (message, attempts, next_attempt_at)
      VALUES (${JSON.stringify(message)}::jsonb, 1, now() - interval '1 second')`.execute(
      database.db,
    );
    const mail = await receiver.waitFor("ditinggal@mandor.test");
    expect(mail.subject).toBe("Ditinggal");
    expect(receiver.to("ditinggal@mandor.test")).toHaveLength(1);
  });
});
