/** What the auth services work with, handed over once by the auth plugin. */
import type { Selectable } from "kysely";
import type { SessionStore } from "../access/session-store";
import type { AppConfigSource } from "../app-config/app-config";
import type { Db } from "../db/connect";
import type { Users } from "../db/tables";
import type { Locale } from "../http/locale";
import type { Mailer } from "../mail/mailer";
import { type MailKind, renderMail } from "../mail/templates";
import type { RateLimitStore, RateLimits } from "./rate-limit";
import type { SsoVerifier } from "./verify-sso-token";

export interface AuthContext {
  db: Db;
  sessions: SessionStore;
  mailer: Mailer;
  appConfig: AppConfigSource;
  /** Where users reach Mandor: the base of every link in an e-mail. */
  publicUrl: string;
  /** Days a rejected account keeps its username and e-mail (config REJECTED_RETENTION_DAYS). */
  rejectedRetentionDays: number;
  /** Null when SSO is not configured. */
  sso: SsoVerifier | null;
}

/** What each auth route plugin is registered with. */
export interface AuthRouteOptions {
  ctx: AuthContext;
  limits: RateLimits;
  store: RateLimitStore;
}

/** `locale` is one of the app's languages: the column's CHECK (migration 0010) says so. */
export type MailRecipient = Pick<Selectable<Users>, "email" | "fullname"> & { locale: Locale };

/** A page address of the web app, as an absolute link for an e-mail. */
export function appLink(
  ctx: AuthContext,
  path: string,
  query: Record<string, string> = {},
): string {
  const url = new URL(path, `${ctx.publicUrl}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

/**
 * Queues one of the mail templates to `user`, in the language they registered in: into the
 * mail outbox through `db`, the caller's transaction when the mail belongs to its write.
 */
export async function mailUser(
  ctx: AuthContext,
  user: MailRecipient,
  kind: MailKind,
  values: { link?: string; reason?: string; applicant?: string } = {},
  db: Db = ctx.db,
): Promise<void> {
  const rendered = renderMail(kind, user.locale, {
    app: ctx.appConfig.current().name,
    name: user.fullname,
    ...values,
  });
  await ctx.mailer.queue(
    { to: user.email, ...rendered, ...(values.link ? { link: values.link } : {}) },
    db,
  );
}
