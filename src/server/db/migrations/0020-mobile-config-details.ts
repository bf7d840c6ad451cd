/**
 * What the mobile-app configuration screens need beyond 0008:
 * - who accepted which version of the user agreement (a new version needs a new acceptance);
 * - a published version is a record of what people agreed to, so its text is locked: the
 *   database refuses a change of version, title, content or publication time once it is
 *   published, whatever path the write takes (form, API, import, psql). A change is a new version;
 * - the presence radius keeps its own centre (address and point). Choosing the project copies
 *   the project's location, and the admin may move it to where people actually check in (the
 *   site gate rather than the registered address); the mobile endpoint falls back to the
 *   project's point while it is empty.
 */
import { type Kysely, sql } from "kysely";
import { AGREEMENT_LOCK } from "../schema-names";
import { createTables } from "./ddl";

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, [
    {
      name: "user_agreement_acceptances",
      label: "Persetujuan Pengguna Diterima / User Agreement Acceptances",
      columns: `
        user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
        agreement_id bigint NOT NULL REFERENCES config_user_agreements ON DELETE RESTRICT,
        accepted_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, agreement_id)`,
    },
  ]);

  await sql`
    CREATE FUNCTION lock_published_agreement() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF OLD.published_at IS NOT NULL AND OLD.published_at <= now() AND (
        NEW.version IS DISTINCT FROM OLD.version OR NEW.title IS DISTINCT FROM OLD.title
        OR NEW.content IS DISTINCT FROM OLD.content
        OR NEW.published_at IS DISTINCT FROM OLD.published_at) THEN
        RAISE EXCEPTION 'published agreement % is locked', OLD.version
          USING ERRCODE = 'check_violation', CONSTRAINT = ${sql.lit(AGREEMENT_LOCK)};
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER config_user_agreements_lock BEFORE UPDATE ON config_user_agreements
    FOR EACH ROW EXECUTE FUNCTION lock_published_agreement()`.execute(db);

  await sql`
    ALTER TABLE config_presence_radius
      ADD COLUMN address text,
      ADD COLUMN lat double precision CHECK (lat BETWEEN -90 AND 90),
      ADD COLUMN lng double precision CHECK (lng BETWEEN -180 AND 180),
      ADD CONSTRAINT config_presence_radius_point CHECK ((lat IS NULL) = (lng IS NULL))`.execute(
    db,
  );
}
