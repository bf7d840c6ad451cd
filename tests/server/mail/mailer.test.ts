/** The mailer over real SMTP (a loopback receiver) and into the outbox folder. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createMailer } from "../../../src/server/mail/mailer";
import { renderMail } from "../../../src/server/mail/templates";
import { type SmtpReceiver, startSmtpReceiver } from "./smtp-receiver";

let receiver: SmtpReceiver;
const log = { info: vi.fn(), error: vi.fn() };

beforeAll(async () => {
  receiver = await startSmtpReceiver();
});

afterAll(async () => {
  await receiver?.close();
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

const smtpOptions = (smtpUrl: string) => ({
  smtpUrl,
  from: "Mandor <no-reply@mandor.test>",
  outboxDir: "/nonexistent",
  log,
});

const smtpMailer = () => createMailer(smtpOptions(receiver.url));

describe("createMailer", () => {
  it("delivers over SMTP when SMTP_URL is set", async () => {
    const mailer = smtpMailer();
    mailer.queue(message);
    await mailer.settled();
    const mail = await receiver.waitFor("budi@mandor.test");
    expect(mail.subject).toBe("Verifikasi e-mail akun Mandor Anda");
    expect(mail.raw).toMatch(/^From: Mandor <no-reply@mandor\.test>/m);
    expect(mail.links).toEqual(["http://mandor.test/verify-email?code=abc"]);
    expect(mail.html).toContain('href="http://mandor.test/verify-email?code=abc"');
  });

  it("hands the test the whole text when a wrapped line starts with --", async () => {
    const mailer = smtpMailer();
    // Quoted-printable wraps this line inside the code, right before its "--".
    const text = `Reset password: http://mandor.test/reset-password?code=${"a".repeat(18)}--${"b".repeat(23)}&ts=1`;
    mailer.queue({ ...message, to: "wrap@mandor.test", text });
    await mailer.settled();
    const mail = await receiver.waitFor("wrap@mandor.test");
    expect(mail.raw).toMatch(/^--b{23}&ts=3D1$/m);
    expect(mail.text).toBe(text);
  });

  it("writes an .eml file to the outbox and logs the link without SMTP_URL", async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), "mandor-outbox-"));
    try {
      const mailer = createMailer({
        smtpUrl: undefined,
        from: "Mandor <no-reply@mandor.test>",
        outboxDir,
        log,
      });
      mailer.queue(message);
      await mailer.settled();
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

  it("logs a failed delivery instead of throwing", async () => {
    const mailer = createMailer({
      smtpUrl: "smtp://127.0.0.1:9",
      from: "x@y.z",
      outboxDir: "/nonexistent",
      log,
    });
    mailer.queue(message);
    await mailer.settled();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ to: "budi@mandor.test" }),
      expect.stringContaining("mail not sent"),
    );
  });

  it("counts each message sent or failed, by its transport", async () => {
    const metrics = { mail: vi.fn() };
    const sending = createMailer({ ...smtpOptions(receiver.url), metrics });
    sending.queue({ ...message, to: "counted@mandor.test" });
    await sending.settled();
    const failing = createMailer({ ...smtpOptions("smtp://127.0.0.1:9"), metrics });
    failing.queue(message);
    await failing.settled();
    expect(metrics.mail.mock.calls).toEqual([
      ["smtp", "sent"],
      ["smtp", "failed"],
    ]);
  });
});
