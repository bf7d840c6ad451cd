/**
 * Sends Mandor's e-mail with nodemailer: through the SMTP server of `SMTP_URL` when one is
 * set, otherwise by writing each message as an .eml file into the outbox folder and logging
 * its link, so a developer can follow a verification or reset link without a mail server.
 *
 * Callers `queue` a message and answer their request without waiting for the mail server:
 * how long one takes must not show in the answer's timing (it would tell who has an account),
 * and a mail server that is down must not fail a registration. `queue` writes the message
 * into the `mail_outbox` table (migration 0035), in the caller's transaction when it has one:
 * mail for a write that rolls back is never sent, and mail a request acknowledged survives a
 * crash of the instance. Every instance runs a sender that claims due rows with
 * FOR UPDATE SKIP LOCKED, so each message has one sender whichever instance queued it:
 *
 * - A claim pushes the row's `next_attempt_at` a lease ahead and counts the attempt, in one
 *   statement; the mail is sent outside any transaction (the embedded database has one
 *   connection, which a transaction held across an SMTP conversation would keep from every
 *   request). A row whose sender died mid-send is due again once its lease passes.
 * - Sent, the row is deleted. Failed, it keeps its error and waits a doubling backoff; after
 *   `maxAttempts` it stays in the table with `failed_at` set, logged, and no one claims it.
 * - The sender wakes on the table's NOTIFY (any instance's insert, on commit) and every
 *   `pollMs`, for retries and for notices missed while the feed was down.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import nodemailer from "nodemailer";
import type { ChangeFeed } from "../db/change-feed";
import type { Database, Db } from "../db/connect";
import { MAIL_OUTBOX_CHANNEL } from "../db/schema-names";
import type { AppMetrics } from "../metrics/app-metrics";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message is about; logged when the message goes to the outbox folder. */
  link?: string;
}

export interface Mailer {
  /**
   * Writes the message into the outbox through `db` (the caller's transaction, if any; the
   * app's database otherwise). It is sent once that commits, by whichever instance claims it.
   */
  queue(message: MailMessage, db?: Db): Promise<void>;
  /**
   * Sends what is due now and resolves once this instance finds nothing more it may claim:
   * each message sent, or failed and waiting for its retry (or claimed by another instance).
   */
  settled(): Promise<void>;
  /** Stops the sender: what it has claimed is sent (or put back to wait) first. */
  close(): Promise<void>;
}

export interface OutboxTiming {
  /** How often the sender looks for due messages without a notice. */
  pollMs: number;
  /** The wait after a first failed attempt; each later one doubles it up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** Attempts before a message is given up (kept with `failed_at` and its last error). */
  maxAttempts: number;
  /**
   * How long a claimed message stays another instance's: longer than one SMTP conversation
   * may take (the transport's own timeouts below), so a live sender is never doubled.
   */
  leaseMs: number;
  /** Messages claimed at once, and sent side by side. */
  batch: number;
}

export const OUTBOX_TIMING: OutboxTiming = {
  pollMs: 10_000,
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
  maxAttempts: 10,
  leaseMs: 5 * 60_000,
  batch: 10,
};

/** nodemailer's SMTP timeouts, bounded so one conversation ends well within the lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  database: Pick<Database, "db" | "listen">;
  log: Pick<FastifyBaseLogger, "info" | "error">;
  /** Counts each message sent, attempt failed and message given up (the app's metrics). */
  metrics?: Pick<AppMetrics, "mail">;
  timing?: Partial<OutboxTiming>;
}

interface Transport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface Claimed {
  id: string | number;
  message: MailMessage;
  attempts: number;
}

/** The wait after the `attempts`-th failed attempt. */
export function retryDelayMs(attempts: number, timing: OutboxTiming): number {
  return Math.min(timing.maxRetryMs, timing.firstRetryMs * 2 ** Math.min(attempts - 1, 30));
}

export async function createMailer(options: MailerOptions): Promise<Mailer> {
  const timing = { ...OUTBOX_TIMING, ...options.timing };
  const { db } = options.database;
  const transport = options.smtpUrl ? smtpTransport(options) : folderTransport(options);
  const transportName = options.smtpUrl ? "smtp" : "outbox";
  let closed = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const after = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

  async function claim(): Promise<Claimed[]> {
    const { rows } = await sql<Claimed>`
      UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = ${after(timing.leaseMs)}
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE failed_at IS NULL AND next_attempt_at <= now()
        ORDER BY next_attempt_at, id
        LIMIT ${timing.batch}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, message, attempts`.execute(db);
    return rows;
  }

  async function deliver({ id, message, attempts }: Claimed): Promise<void> {
    try {
      await transport.send(message);
    } catch (error) {
      const last = attempts >= timing.maxAttempts;
      options.metrics?.mail(transportName, "failed");
      if (last) options.metrics?.mail(transportName, "given_up");
      const reason = error instanceof Error ? error.message : String(error);
      const delay = retryDelayMs(attempts, timing);
      await sql`
        UPDATE mail_outbox SET last_error = ${reason.slice(0, 2000)},
          failed_at = ${last ? sql`now()` : null},
          next_attempt_at = ${last ? sql`next_attempt_at` : after(delay)}
        WHERE id = ${id}`.execute(db);
      options.log.error(
        { err: error, to: message.to, outboxId: String(id), attempts },
        last
          ? `mail not sent, given up after ${attempts} attempts: ${message.subject}`
          : `mail not sent, retried in ${Math.round(delay / 1000)} s: ${message.subject}`,
      );
      return;
    }
    options.metrics?.mail(transportName, "sent");
    await sql`DELETE FROM mail_outbox WHERE id = ${id}`.execute(db);
  }

  /** Claims and sends batches until one comes back short; a claimed batch is always finished. */
  async function drain(): Promise<void> {
    for (;;) {
      const claimed = await claim();
      await Promise.all(
        claimed.map((row) =>
          deliver(row).catch((error: unknown) =>
            options.log.error({ err: error, outboxId: String(row.id) }, "mail outbox write failed"),
          ),
        ),
      );
      if (claimed.length < timing.batch || closed) return;
    }
  }

  function schedule() {
    clearTimeout(timer);
    if (closed) return;
    timer = setTimeout(() => void wake(), timing.pollMs);
    timer.unref();
  }

  /** Runs the sender now, or once more after the run in progress; resolves when it is done. */
  function wake(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    if (closed) return Promise.resolve();
    running = (async () => {
      try {
        do {
          again = false;
          await drain().catch((error: unknown) =>
            options.log.error({ err: error }, "mail outbox not read"),
          );
        } while (again && !closed);
      } finally {
        running = null;
        schedule();
      }
    })();
    return running;
  }

  let feed: ChangeFeed | null = null;
  feed = await options.database.listen(MAIL_OUTBOX_CHANNEL, (event) => {
    if (event !== "lost") void wake();
  });
  void wake();

  return {
    async queue(message, into = db) {
      const { to, subject, text, html, link } = message;
      const stored: MailMessage = { to, subject, text, html, ...(link ? { link } : {}) };
      await sql`INSERT INTO mail_outbox (message) VALUES (${JSON.stringify(stored)}::jsonb)`.execute(
        into,
      );
      // Outside a transaction the row is there now; inside one the NOTIFY on commit wakes us.
      if (into === db) void wake();
    },
    settled: wake,
    async close() {
      closed = true;
      clearTimeout(timer);
      await feed?.close();
      feed = null;
      await running;
      clearTimeout(timer);
      transport.close();
    },
  };
}

function smtpTransport({ smtpUrl, from }: MailerOptions): Transport {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
    close: () => transport.close(),
  };
}

function folderTransport({ from, outboxDir, log }: MailerOptions): Transport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send({ to, subject, text, html, link }) {
      const { message } = await transport.sendMail({ from, to, subject, text, html });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(outboxDir, `${stamp}-${randomBytes(3).toString("hex")}.eml`);
      await writeFile(file, message as Buffer);
      log.info({ to, file, link }, `mail written to the outbox: ${subject}`);
    },
    close: () => transport.close(),
  };
}
