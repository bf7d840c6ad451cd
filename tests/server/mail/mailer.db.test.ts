/**
 * The mailer over real SMTP (a loopback receiver) and into the outbox folder, through the
 * mail_outbox table: a message survives its sender, a failed one is retried, one queued in a
 * transaction that rolls back is never sent.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../src/server/db/connect";
import {
  createMailer,
  type Mailer,
  type MailerOptions,
  OUTBOX_TIMING,
  retryDelayMs,
} from "../../../src/server/mail/mailer";
import { renderMail } from "../../../src/server/mail/templates";
import { createTestDatabase } from "../../helpers/database";
import { type SmtpReceiver, startSmtpReceiver } from "./smtp-receiver";

let receiver: SmtpReceiver;
let database: Database;
const log = { info: vi.fn(), error: vi.fn() };
const opened: Mailer[] = [];

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  database = await createTestDatabase();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((mailer) => mailer.close()));
  await sql`DELETE FROM mail_outbox`.execute(database.db);
  log.info.mockClear();
  log.error.mockClear();
});

afterAll(async () => {
  await receiver?.close();
  await database?.close();
});

const message = {
  to: "budi@mandor.test",
  ...renderMail("verify_email", "id", {
    app: "Mandor",
    name: "Budi",
    link: "http://mandor.test/verify-email?code=abc",
  }),
  link: "http://mandor.test/verify-email?code=abc",
};

async function mailer(options: Partial<MailerOptions> = {}): Promise<Mailer> {
  const created = await createMailer({
    smtpUrl: receiver.url,
    from: "Mandor <no-reply@mandor.test>",
    outboxDir: "/nonexistent",
    database,
    log,
    ...options,
  });
  opened.push(created);
  return created;
}

interface OutboxRow {
  attempts: number;
  last_error: string | null;
  failed_at: string | null;
}

async function outbox(): Promise<OutboxRow[]> {
  const { rows } = await sql<OutboxRow>`
    SELECT attempts, last_error, failed_at FROM mail_outbox ORDER BY id`.execute(database.db);
  return rows;
}

/** A port nothing listens on now: a receiver started there later takes it. */
async function freePort(): Promise<number> {
  const probe = await startSmtpReceiver();
  await probe.close();
  return Number(new URL(probe.url).port);
}

describe("createMailer", () => {
  it("delivers over SMTP when SMTP_URL is set", async () => {
    const sender = await mailer();
    await sender.queue(message);
    await sender.settled();
    const mail = await receiver.waitFor("budi@mandor.test");
    expect(mail.subject).toBe("Verifikasi e-mail akun Mandor Anda");
    expect(mail.raw).toMatch(/^From: Mandor <no-reply@mandor\.test>/m);
    expect(mail.links).toEqual(["http://mandor.test/verify-email?code=abc"]);
    expect(mail.html).toContain('href="http://mandor.test/verify-email?code=abc"');
    expect(await outbox()).toEqual([]);
  });

  it("hands the test the whole text when a wrapped line starts with --", async () => {
    const sender = await mailer();
    // Quoted-printable wraps this line inside the code, right before its "--".
    const text = `Reset password: http://mandor.test/reset-password?code=${"a".repeat(18)}--${"b".repeat(23)}&ts=1`;
    await sender.queue({ ...message, to: "wrap@mandor.test", text });
    await sender.settled();
    const mail = await receiver.waitFor("wrap@mandor.test");
    expect(mail.raw).toMatch(/^--b{23}&ts=3D1$/m);
    expect(mail.text).toBe(text);
  });

  it("writes an .eml file to the outbox folder and logs the link without SMTP_URL", async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), "mandor-outbox-"));
    try {
      const sender = await mailer({ smtpUrl: undefined, outboxDir });
      await sender.queue(message);
      await sender.settled();
      const files = readdirSync(outboxDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = readFileSync(join(outboxDir, files[0] as string), "utf8");
      expect(eml).toMatch(/^To: budi@mandor\.test/m);
      expect(eml).toMatch(/^Subject: Verifikasi e-mail akun Mandor Anda/m);
      expect(log.info).toHaveBeenCalledWith(
        expect.objectContaining({ to: "budi@mandor.test", link: message.link }),
        expect.stringContaining("outbox"),
      );
    } finally {
      rmSync(outboxDir, { recursive: true, force: true });
    }
  });

  it("logs a failed delivery instead of throwing, and keeps the message with its error", async () => {
    const sender = await mailer({ smtpUrl: "smtp://127.0.0.1:9" });
    await sender.queue(message);
    await sender.settled();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ to: "budi@mandor.test", attempts: 1 }),
      expect.stringContaining("mail not sent"),
    );
    const [row] = await outbox();
    expect(row).toMatchObject({ attempts: 1, failed_at: null });
    expect(row?.last_error).toBeTruthy();
  });

  it("counts each message sent or failed attempt, by its transport", async () => {
    const metrics = { mail: vi.fn() };
    const sending = await mailer({ metrics });
    await sending.queue({ ...message, to: "counted@mandor.test" });
    await sending.settled();
    await sending.close();
    const failing = await mailer({ smtpUrl: "smtp://127.0.0.1:9", metrics });
    await failing.queue(message);
    await failing.settled();
    expect(metrics.mail.mock.calls).toEqual([
      ["smtp", "sent"],
      ["smtp", "failed"],
    ]);
  });

  it("waits longer after each failed attempt, up to its ceiling", () => {
    const timing = { ...OUTBOX_TIMING, firstRetryMs: 1_000, maxRetryMs: 5_000 };
    expect([1, 2, 3, 4, 50].map((attempts) => retryDelayMs(attempts, timing))).toEqual([
      1_000, 2_000, 4_000, 5_000, 5_000,
    ]);
  });
});

describe("the mail outbox", () => {
  it("sends a message a dead instance left behind, claimed or not", async () => {
    const left = (to: string) => JSON.stringify({ ...message, to });
    // One never claimed; one claimed by a sender that died before its lease ran out.
    await sql`INSERT INTO mail_outbox (message) VALUES (${left("left@mandor.test")}::jsonb)`.execute(
      database.db,
    );
    await sql`INSERT INTO mail_outbox (message, attempts, next_attempt_at)
      VALUES (${left("claimed@mandor.test")}::jsonb, 1, now() - interval '1 second')`.execute(
      database.db,
    );
    await mailer({ timing: { pollMs: 60_000 } });
    await receiver.waitFor("left@mandor.test");
    await receiver.waitFor("claimed@mandor.test");
    await expect.poll(outbox).toEqual([]);
  });

  it("leaves a message another instance holds the lease of", async () => {
    await sql`INSERT INTO mail_outbox (message, attempts, next_attempt_at)
      VALUES (${JSON.stringify({ ...message, to: "held@mandor.test" })}::jsonb, 1,
              now() + interval '1 minute')`.execute(database.db);
    const sender = await mailer();
    await sender.settled();
    expect(receiver.to("held@mandor.test")).toEqual([]);
    expect(await outbox()).toMatchObject([{ attempts: 1, last_error: null }]);
  });

  it("retries a message the mail server refused and delivers it once the server is back", async () => {
    const port = await freePort();
    const sender = await mailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      timing: { pollMs: 50, firstRetryMs: 100, maxRetryMs: 200 },
    });
    await sender.queue({ ...message, to: "later@mandor.test" });
    await expect.poll(async () => (await outbox())[0]?.attempts ?? 0).toBeGreaterThanOrEqual(2);
    expect((await outbox())[0]).toMatchObject({ failed_at: null });
    expect((await outbox())[0]?.last_error).toMatch(/ECONNREFUSED/);

    const back = await startSmtpReceiver(port);
    try {
      await back.waitFor("later@mandor.test");
      await expect.poll(outbox).toEqual([]);
      await sender.close();
      expect(back.to("later@mandor.test")).toHaveLength(1);
    } finally {
      await back.close();
    }
  });

  it("gives a message up after the last attempt, keeping it with its error", async () => {
    const metrics = { mail: vi.fn() };
    const sender = await mailer({
      metrics,
      smtpUrl: "smtp://127.0.0.1:9",
      timing: { pollMs: 20, firstRetryMs: 10, maxRetryMs: 10, maxAttempts: 3 },
    });
    await sender.queue(message);
    await expect.poll(async () => (await outbox())[0]?.failed_at ?? null).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [row] = await outbox();
    expect(row?.attempts).toBe(3);
    expect(row?.last_error).toBeTruthy();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ to: "budi@mandor.test", attempts: 3 }),
      expect.stringContaining("given up after 3 attempts"),
    );
    expect(metrics.mail.mock.calls).toEqual([
      ["smtp", "failed"],
      ["smtp", "failed"],
      ["smtp", "failed"],
      ["smtp", "given_up"],
    ]);
  });

  it("never sends a message queued in a transaction that rolls back", async () => {
    const sender = await mailer({ timing: { pollMs: 20 } });
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sender.queue({ ...message, to: "undone@mandor.test" }, trx);
        throw new Error("the write fails");
      }),
    ).rejects.toThrow("the write fails");
    await sender.settled();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.to("undone@mandor.test")).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it("sends a message queued in a transaction once it commits, woken by the notice", async () => {
    // A poll too slow to be what sends it: the commit's NOTIFY does.
    const sender = await mailer({ timing: { pollMs: 60_000 } });
    await sender.settled();
    await database.db.transaction().execute(async (trx) => {
      await sender.queue({ ...message, to: "committed@mandor.test" }, trx);
    });
    await receiver.waitFor("committed@mandor.test", undefined, 5_000);
    await expect.poll(outbox).toEqual([]);
  });

  it("stops on close: sends nothing afterwards and leaves no timer behind", async () => {
    const sender = await mailer({ timing: { pollMs: 20 } });
    await sender.close();
    await sql`INSERT INTO mail_outbox (message)
      VALUES (${JSON.stringify({ ...message, to: "after-close@mandor.test" })}::jsonb)`.execute(
      database.db,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.to("after-close@mandor.test")).toEqual([]);
    expect(await outbox()).toHaveLength(1);
  });
});
