import { describe, expect, it } from "vitest";
import { MAIL_TEMPLATES, renderMail } from "../../../src/server/mail/templates";

describe("renderMail", () => {
  it("writes every message in both languages with the same placeholders", () => {
    for (const [kind, byLocale] of Object.entries(MAIL_TEMPLATES)) {
      const placeholders = (text: string) =>
        [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const id = JSON.stringify(byLocale.id);
      const en = JSON.stringify(byLocale.en);
      expect(placeholders(en), kind).toEqual(placeholders(id));
    }
  });

  it("gives a text and an HTML version with the link and the name", () => {
    const mail = renderMail("reset_password", "en", {
      app: "Mandor",
      name: "Siti",
      link: "http://x.test/reset-password?code=c&ts=1",
    });
    expect(mail.subject).toBe("Reset your Mandor password");
    expect(mail.text).toMatch(/^Hello Siti,/);
    expect(mail.text).toContain("Reset password: http://x.test/reset-password?code=c&ts=1");
    expect(mail.html).toContain('href="http://x.test/reset-password?code=c&amp;ts=1"');
    expect(mail.html).toContain('<html lang="en">');
  });

  it("escapes what people typed into the HTML", () => {
    const mail = renderMail("account_rejected", "id", {
      app: "Mandor",
      name: "<script>x</script>",
      reason: "a & b",
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.text).toContain("Alasan: a & b");
  });

  it("leaves out the reason paragraph when there is no reason", () => {
    const mail = renderMail("account_rejected", "en", { app: "Mandor", name: "Siti" });
    expect(mail.text).not.toContain("Reason");
  });
});
