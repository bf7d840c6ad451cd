/**
 * Operating units (unit operasi): vendors and subcontractors ("convalsal") with their legal
 * documents, their contracts on projects and the ratings project staff give them, plus the
 * equipment on site and the devices (attendance terminals, phones) that report presences.
 * The verification and active/non-active statuses are declared here, where they first appear.
 */
import type { Kysely } from "kysely";
import { createEnum, createTables } from "./ddl";

export async function up(db: Kysely<unknown>): Promise<void> {
  await createEnum(db, "record_status", ["active", "non_active"]);
  await createEnum(db, "verification_status", [
    "draft",
    "verification_request",
    "appraisal_request",
    "revision_request",
    "approved",
  ]);
  await createEnum(db, "convalsal_type", ["vendor", "subcon"]);
  await createEnum(db, "equipment_condition", ["good", "damaged", "dissapear"]);
  await createEnum(db, "operational_status", ["operational", "idle"]);

  await createTables(db, [
    {
      name: "convalsals",
      label: "Vendor / Subkon / Vendors and Subcontractors",
      columns: `
        convalsal_code varchar(30) NOT NULL UNIQUE,
        convalsal_name varchar(200) NOT NULL,
        convalsal_type convalsal_type NOT NULL,
        npwp varchar(16) CHECK (npwp ~ '^[0-9]{15,16}$'),
        address text,
        phone varchar(20),
        email varchar(254),
        pic_name varchar(150),
        pic_phone varchar(20),
        verification_status verification_status NOT NULL DEFAULT 'draft',
        status record_status NOT NULL DEFAULT 'active'`,
      indexes: ["created_at", "convalsal_name"],
      search: ["convalsal_name", "convalsal_code", "npwp"],
    },
    {
      name: "convalsal_documents",
      label: "Dokumen Vendor / Subkon / Vendor Documents",
      columns: `
        convalsal_id bigint NOT NULL REFERENCES convalsals ON DELETE CASCADE,
        document_type_id bigint NOT NULL REFERENCES m_convalsal_document_types ON DELETE RESTRICT,
        document_number varchar(100),
        file varchar(500),
        valid_until date`,
      indexes: ["valid_until"],
    },
    {
      name: "project_convalsals",
      label: "Vendor / Subkon Proyek / Project Vendors",
      columns: `
        project_id bigint NOT NULL REFERENCES projects ON DELETE CASCADE,
        convalsal_id bigint NOT NULL REFERENCES convalsals ON DELETE CASCADE,
        work_package varchar(200),
        contract_number varchar(100),
        contract_value numeric(18,2) CHECK (contract_value >= 0),
        start_date date,
        end_date date,
        CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)`,
    },
    {
      name: "rating_types",
      label: "Jenis Penilaian / Rating Types",
      reference: true,
      columns: `
        rating_type_name varchar(100) NOT NULL UNIQUE,
        description text`,
    },
    {
      name: "convalsal_ratings",
      label: "Penilaian Vendor / Subkon / Vendor Ratings",
      columns: `
        convalsal_id bigint NOT NULL REFERENCES convalsals ON DELETE CASCADE,
        project_id bigint NOT NULL REFERENCES projects ON DELETE CASCADE,
        rating_type_id bigint NOT NULL REFERENCES rating_types ON DELETE RESTRICT,
        rating_value smallint NOT NULL CHECK (rating_value BETWEEN 1 AND 5),
        rated_by bigint NOT NULL REFERENCES users ON DELETE CASCADE,
        notes text,
        UNIQUE (rated_by, rating_type_id, project_id, convalsal_id)`,
    },
    {
      name: "equipments",
      label: "Daftar Alat / Equipment",
      columns: `
        equipment_code varchar(30) NOT NULL UNIQUE,
        equipment_name varchar(150) NOT NULL,
        equipment_type_id bigint NOT NULL REFERENCES m_equipment_types ON DELETE RESTRICT,
        convalsal_id bigint REFERENCES convalsals ON DELETE SET NULL,
        project_id bigint REFERENCES projects ON DELETE SET NULL,
        brand varchar(100),
        model varchar(100),
        plate_or_serial_number varchar(50),
        year smallint CHECK (year BETWEEN 1950 AND 2100),
        condition equipment_condition NOT NULL DEFAULT 'good',
        operational_status operational_status NOT NULL DEFAULT 'operational',
        photo varchar(500)`,
      indexes: ["created_at"],
      search: ["equipment_name", "equipment_code", "plate_or_serial_number"],
    },
    {
      name: "devices",
      label: "Perangkat Presensi / Devices",
      reference: true,
      columns: `
        device_code varchar(30) NOT NULL UNIQUE,
        device_name varchar(150) NOT NULL,
        project_id bigint REFERENCES projects ON DELETE SET NULL,
        kind varchar(30) NOT NULL CHECK (kind IN ('attendance_terminal', 'phone')),
        last_seen_at timestamptz`,
    },
  ]);
}
