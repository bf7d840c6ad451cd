/**
 * Sends Mandor's e-mail with nodemailer: through the SMTP server of `SMTP_URL` when one is
 * set, otherwise by writing each message as an .eml file into the outbox folder and logging
 * its link, so a developer can follow a verification or reset link without a mail server.
 *
 * Callers `queue` a message and answer their request at once: how long a mail server takes
 * must not show in the answer's timing (it would tell who has an account), and a mail server
 * that is down must not fail a registration (the user can ask for the link again).
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { AppMetrics } from "../metrics/app-metrics";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message is about; logged when the message goes to the outbox. */
  link?: string;
}

export interface Mailer {
  /** Sends in the background; a failure is logged, never thrown. */
  queue(message: MailMessage): void;
  /** Resolves when every queued message has been handed over (or has failed). */
  settled(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: Pick<FastifyBaseLogger, "info" | "error">;
  /** Counts each message sent or failed (the app's metrics). */
  metrics?: Pick<AppMetrics, "mail">;
}

type Send = (message: MailMessage) => Promise<void>;

export function createMailer(options: MailerOptions): Mailer {
  const send = options.smtpUrl ? smtpSender(options) : outboxSender(options);
  const transport = options.smtpUrl ? "smtp" : "outbox";
  const pending = new Set<Promise<void>>();
  return {
    queue(message) {
      const delivery = send(message)
        .then(
          () => options.metrics?.mail(transport, "sent"),
          (error: unknown) => {
            options.metrics?.mail(transport, "failed");
            options.log.error({ err: error, to: message.to }, `mail not sent: ${message.subject}`);
          },
        )
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async settled() {
      await Promise.all(pending);
    },
  };
}

function smtpSender({ smtpUrl, from }: MailerOptions): Send {
  const transport = nodemailer.createTransport(smtpUrl);
  return async ({ to, subject, text, html }) => {
    await transport.sendMail({ from, to, subject, text, html });
  };
}

function outboxSender({ from, outboxDir, log }: MailerOptions): Send {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return async ({ to, subject, text, html, link }) => {
    const { message } = await transport.sendMail({ from, to, subject, text, html });
    await mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const file = join(outboxDir, `${stamp}-${randomBytes(3).toString("hex")}.eml`);
    await writeFile(file, message as Buffer);
    log.info({ to, file, link }, `mail written to the outbox: ${subject}`);
  };
}
