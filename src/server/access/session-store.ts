/**
 * Server-side sessions: created at sign-in, looked up on every call (one query brings the
 * user, the role's permissions and the user's departments and projects), ended by logout,
 * password reset, rejection or deactivation at once. Idle and absolute expiry are both
 * enforced here, on the server. Resolved sessions are kept in a `SessionCache`, which the
 * database's change notices empty (migration 0012).
 */
import { type Selectable, sql } from "kysely";
import type { Db } from "../db/connect";
import { NOW } from "../db/sql-now";
import type { Sessions, Users } from "../db/tables";
import { type CachedSession, createSessionCache, type SessionCache } from "./session-cache";
import { hashToken, newSessionToken } from "./session-token";
import type { SessionUser } from "./session-user";

export interface SessionPolicy {
  /** A session unused this long is over. */
  idleMs: number;
  /** A session this old is over, however busy. */
  absoluteMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMs: 2 * 60 * 60 * 1000,
  absoluteMs: 12 * 60 * 60 * 1000,
};

/** `last_seen_at` is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/**
 * A user's departments and projects (`department_ids`, `project_ids`) from the row of `users u`:
 * their mappings and their own department and project, the row scope's sources.
 */
export const USER_SCOPE_COLUMNS = sql`
  ARRAY(SELECT m.department_id FROM user_mappings m
        WHERE m.user_id = u.id AND m.department_id IS NOT NULL
        UNION SELECT u.department_id WHERE u.department_id IS NOT NULL) AS department_ids,
  ARRAY(SELECT m.project_id FROM user_mappings m
        WHERE m.user_id = u.id AND m.project_id IS NOT NULL
        UNION SELECT u.project_id WHERE u.project_id IS NOT NULL) AS project_ids`;

type SessionRow = Pick<Selectable<Sessions>, "last_seen_at" | "expires_at"> &
  Pick<Selectable<Users>, "id" | "username" | "fullname" | "role_id"> & {
    session_id: Selectable<Sessions>["id"];
    permissions: string[];
    department_ids: number[];
    project_ids: number[];
  };

export interface SessionStore {
  create(userId: number, client?: { ip?: string; userAgent?: string }): Promise<string>;
  resolve(token: string): Promise<SessionUser | null>;
  revoke(token: string): Promise<void>;
  revokeAllOf(userId: number): Promise<void>;
}

/** Without a cache (none given), every call looks its session up. */
const NO_CACHE = createSessionCache({ ttlMs: 0 });

export function createSessionStore(
  db: Db,
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
  cache: SessionCache = NO_CACHE,
): SessionStore {
  /** Writes `last_seen_at` when due; it is set in memory first so concurrent calls write once. */
  async function touch(session: CachedSession, now: number) {
    if (now - session.lastSeenAt <= TOUCH_EVERY_MS) return;
    session.lastSeenAt = now;
    await db
      .updateTable("sessions")
      .set({ last_seen_at: NOW })
      .where("id", "=", session.user.sessionId)
      .execute();
  }

  async function lookUp(tokenHash: string): Promise<CachedSession | null> {
    const { rows } = await sql<SessionRow>`
      SELECT s.id AS session_id, s.last_seen_at, s.expires_at, u.id, u.username, u.fullname, u.role_id,
             ARRAY(SELECT p.name::text FROM role_permissions rp
                   JOIN permissions p ON p.id = rp.permission_id
                   WHERE rp.role_id = u.role_id AND p.active = 1) AS permissions,
             ${USER_SCOPE_COLUMNS}
      FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = ${tokenHash}
        AND s.revoked_at IS NULL
        AND s.expires_at > now()
        AND s.last_seen_at > now() - ${`${policy.idleMs} milliseconds`}::interval
        AND u.status = 'active'
    `.execute(db);
    const row = rows[0];
    if (!row) return null;
    return {
      expiresAt: Date.parse(row.expires_at),
      lastSeenAt: Date.parse(row.last_seen_at),
      user: {
        id: row.id,
        username: row.username,
        fullname: row.fullname,
        roleId: row.role_id,
        permissions: new Set(row.permissions),
        departmentIds: row.department_ids,
        projectIds: row.project_ids,
        sessionId: row.session_id,
      },
    };
  }

  return {
    async create(userId, client = {}) {
      const token = newSessionToken();
      await db
        .insertInto("sessions")
        .values({
          token_hash: hashToken(token),
          user_id: userId,
          expires_at: sql<string>`now() + ${`${policy.absoluteMs} milliseconds`}::interval`,
          ip_address: client.ip?.slice(0, 45) ?? null,
          user_agent: client.userAgent?.slice(0, 500) ?? null,
        })
        .execute();
      return token;
    },

    async resolve(token) {
      if (token.length > 100) return null;
      const tokenHash = hashToken(token);
      const now = Date.now();
      let cached = cache.get(tokenHash, now);
      if (cached) {
        // Not before the notices of the changes already answered are heard: they empty it.
        await cache.caughtUp();
        cached = cache.get(tokenHash, now);
      }
      // A cached session past either expiry is looked up again, and the database says no.
      if (cached && now < cached.expiresAt && now - cached.lastSeenAt <= policy.idleMs) {
        await touch(cached, now);
        return cached.user;
      }
      const generation = cache.generation();
      const session = await lookUp(tokenHash);
      if (!session) return null;
      await touch(session, now);
      cache.store(tokenHash, session, generation, now);
      return session.user;
    },

    async revoke(token) {
      const tokenHash = hashToken(token);
      await db
        .updateTable("sessions")
        .set({ revoked_at: NOW })
        .where("token_hash", "=", tokenHash)
        .where("revoked_at", "is", null)
        .execute();
      cache.forget(tokenHash);
    },

    async revokeAllOf(userId) {
      await db
        .updateTable("sessions")
        .set({ revoked_at: NOW })
        .where("user_id", "=", userId)
        .where("revoked_at", "is", null)
        .execute();
      cache.forgetUser(userId);
    },
  };
}
