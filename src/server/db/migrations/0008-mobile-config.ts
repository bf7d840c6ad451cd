/**
 * What the mobile apps read at start: home-screen banners, the presence radius per project
 * (a check-in farther than this from the project is flagged) and the user agreement users
 * accept, versioned so a new text can be published while the old one stays on record.
 */
import type { Kysely } from "kysely";
import { createTables } from "./ddl";

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, [
    {
      name: "config_banners",
      label: "Banner / Banners",
      reference: true,
      columns: `
        title varchar(150) NOT NULL,
        image varchar(500) NOT NULL,
        link_url varchar(500),
        sort_order integer NOT NULL DEFAULT 0,
        start_date date,
        end_date date,
        CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)`,
      indexes: ["sort_order"],
    },
    {
      name: "config_presence_radius",
      label: "Radius Presensi / Presence Radius",
      reference: true,
      columns: `
        project_id bigint NOT NULL UNIQUE REFERENCES projects ON DELETE CASCADE,
        radius_m integer NOT NULL DEFAULT 100 CHECK (radius_m BETWEEN 10 AND 10000)`,
    },
    {
      name: "config_user_agreements",
      label: "Perjanjian Pengguna / User Agreements",
      reference: true,
      columns: `
        version varchar(20) NOT NULL UNIQUE,
        title varchar(200) NOT NULL,
        content text NOT NULL,
        published_at timestamptz`,
    },
  ]);
}
