/**
 * Guest book and attendance. Devices and the mobile apps post raw records (raw_presences,
 * kept verbatim with any processing error, so nothing a device sent is lost); processing turns
 * each into a presence of a worker, a company manager or a visitor, with its distance from
 * the project and whether it fell inside the project's presence radius. These are the
 * largest tables, hence the time indexes the recap screens sort and filter on.
 */
import type { Kysely } from "kysely";
import { createEnum, createTables } from "./ddl";

export async function up(db: Kysely<unknown>): Promise<void> {
  await createEnum(db, "presence_type", ["in", "out"]);
  await createEnum(db, "presence_subject_kind", ["worker", "management", "visitor"]);

  await createTables(db, [
    {
      name: "visitors",
      label: "Buku Tamu / Guest Book",
      columns: `
        visitor_name varchar(150) NOT NULL,
        nik varchar(16) CHECK (nik ~ '^[0-9]{16}$'),
        company varchar(200),
        phone varchar(20),
        purpose varchar(255),
        project_id bigint REFERENCES projects ON DELETE SET NULL,
        host_name varchar(150),
        qr_card_number varchar(32),
        check_in_at timestamptz NOT NULL DEFAULT now(),
        check_out_at timestamptz,
        photo varchar(500),
        CHECK (check_out_at IS NULL OR check_out_at >= check_in_at)`,
      indexes: ["check_in_at"],
      search: ["visitor_name", "nik", "company"],
    },
    {
      name: "raw_presences",
      label: "Presensi Raw / Raw Presences",
      columns: `
        device_id bigint REFERENCES devices ON DELETE SET NULL,
        payload jsonb NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz,
        error text`,
      indexes: ["received_at", "created_at"],
    },
    {
      name: "presences",
      label: "Presensi / Presences",
      // subject_id points into employees, company_managements or visitors depending on
      // subject_kind, so it cannot carry one foreign key; processing checks it instead.
      columns: `
        subject_kind presence_subject_kind NOT NULL,
        subject_id bigint NOT NULL,
        project_id bigint NOT NULL REFERENCES projects ON DELETE RESTRICT,
        presence_type presence_type NOT NULL,
        presence_at timestamptz NOT NULL,
        lat double precision CHECK (lat BETWEEN -90 AND 90),
        lng double precision CHECK (lng BETWEEN -180 AND 180),
        distance_m numeric(10,2) CHECK (distance_m >= 0),
        within_radius boolean,
        photo varchar(500),
        device_id bigint REFERENCES devices ON DELETE SET NULL,
        raw_presence_id bigint REFERENCES raw_presences ON DELETE SET NULL`,
      indexes: ["presence_at", "subject_kind, subject_id, presence_at", "created_at"],
    },
  ]);
}
