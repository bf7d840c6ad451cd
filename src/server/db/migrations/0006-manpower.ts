/**
 * Manpower (tenaga kerja): workers, foremen, operators and staff with the sub-records the
 * employee detail shows as tabs, the request-change queue through which field staff propose
 * edits that an admin verifies, the company's own managers on projects, the manpower plan per
 * project and month, and the QR card print layout. Sub-records belong to their employee and
 * go with it; references to master data restrict deletion.
 */
import type { Kysely } from "kysely";
import { createEnum, createTables } from "./ddl";

const NIK = "varchar(16) CHECK (nik ~ '^[0-9]{16}$')";
const DATE_ORDER = "CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)";

/** A sub-record list of the employee detail: owned by its employee, deleted with it. */
function employeeSubTable(name: string, label: string, columns: string) {
  return {
    name,
    label,
    columns: `employee_id bigint NOT NULL REFERENCES employees ON DELETE CASCADE, ${columns}`,
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createEnum(db, "gender", ["male", "female"]);
  await createEnum(db, "document_kind", ["KTP", "KK", "NPWP", "BPJS", "other"]);
  await createEnum(db, "education_level", ["SD", "SMP", "SMA/SMK", "D3", "S1", "S2"]);
  await createEnum(db, "change_status", ["update", "create", "deleted"]);

  await createTables(db, [
    {
      name: "employees",
      label: "Tenaga Kerja / Employees",
      columns: `
        nik ${NIK} NOT NULL UNIQUE,
        employee_code varchar(30) NOT NULL UNIQUE,
        fullname varchar(150) NOT NULL,
        gender gender,
        birth_place varchar(100),
        birth_date date,
        religion varchar(20)
          CHECK (religion IN ('Islam', 'Kristen', 'Katolik', 'Hindu', 'Buddha', 'Konghucu')),
        marital_status varchar(20)
          CHECK (marital_status IN ('single', 'married', 'divorced', 'widowed')),
        phone varchar(20),
        email varchar(254),
        address text,
        blood_type_id bigint REFERENCES m_blood_types ON DELETE RESTRICT,
        manpower_type_id bigint NOT NULL REFERENCES m_manpower_types ON DELETE RESTRICT,
        convalsal_id bigint REFERENCES convalsals ON DELETE SET NULL,
        project_id bigint REFERENCES projects ON DELETE SET NULL,
        foreman_id bigint REFERENCES employees ON DELETE SET NULL CHECK (foreman_id <> id),
        job_position varchar(100),
        bpjs_ketenagakerjaan varchar(11) CHECK (bpjs_ketenagakerjaan ~ '^[0-9]{11}$'),
        bpjs_kesehatan varchar(13) CHECK (bpjs_kesehatan ~ '^[0-9]{13}$'),
        photo varchar(500),
        qr_card_number varchar(32) UNIQUE,
        join_date date,
        status record_status NOT NULL DEFAULT 'active',
        verification_status verification_status NOT NULL DEFAULT 'draft',
        is_blacklisted boolean NOT NULL DEFAULT false,
        blacklist_reason text,
        blacklisted_at timestamptz,
        CHECK (NOT is_blacklisted OR blacklist_reason IS NOT NULL)`,
      indexes: ["created_at", "fullname", "join_date"],
      search: ["fullname", "nik", "employee_code"],
    },
    employeeSubTable(
      "employee_skills",
      "Keahlian Pekerja / Employee Skills",
      `skill_id bigint NOT NULL REFERENCES m_skills ON DELETE RESTRICT,
       level varchar(20) CHECK (level IN ('basic', 'intermediate', 'advanced')),
       certificate_file varchar(500),
       UNIQUE (employee_id, skill_id)`,
    ),
    employeeSubTable(
      "employee_certification_documents",
      "Dokumen Sertifikasi Pekerja / Certification Documents",
      `certificate_name varchar(200) NOT NULL,
       issuer varchar(200),
       number varchar(100),
       valid_until date,
       file varchar(500)`,
    ),
    employeeSubTable(
      "employee_disease_histories",
      "Riwayat Penyakit Pekerja / Disease Histories",
      `disease_id bigint NOT NULL REFERENCES m_diseases ON DELETE RESTRICT,
       diagnosed_at date,
       notes text`,
    ),
    employeeSubTable(
      "employee_educational_histories",
      "Riwayat Pendidikan Pekerja / Educational Histories",
      `level education_level NOT NULL,
       institution varchar(200) NOT NULL,
       major varchar(150),
       graduation_year smallint CHECK (graduation_year BETWEEN 1950 AND 2100)`,
    ),
    employeeSubTable(
      "employee_emergency_contacts",
      "Kontak Darurat Pekerja / Emergency Contacts",
      `name varchar(150) NOT NULL,
       relationship varchar(50) NOT NULL,
       phone varchar(20) NOT NULL,
       address text`,
    ),
    employeeSubTable(
      "employee_personal_documents",
      "Dokumen Pribadi Pekerja / Personal Documents",
      `document_kind document_kind NOT NULL,
       number varchar(50),
       file varchar(500)`,
    ),
    employeeSubTable(
      "employee_project_histories",
      "Riwayat Proyek Pekerja / Project Histories",
      `project_id bigint NOT NULL REFERENCES projects ON DELETE RESTRICT,
       convalsal_id bigint REFERENCES convalsals ON DELETE SET NULL,
       role varchar(100),
       start_date date NOT NULL,
       end_date date,
       ${DATE_ORDER}`,
    ),
    {
      name: "employee_request_changes",
      label: "Verifikasi Data Pekerja / Employee Request Changes",
      // A 'create' request proposes an employee that does not exist yet.
      columns: `
        employee_id bigint REFERENCES employees ON DELETE CASCADE,
        requested_by bigint REFERENCES users ON DELETE SET NULL,
        change_status change_status NOT NULL,
        verification_status verification_status NOT NULL DEFAULT 'verification_request',
        notes text,
        verified_by bigint REFERENCES users ON DELETE SET NULL,
        verified_at timestamptz,
        CHECK (change_status = 'create' OR employee_id IS NOT NULL)`,
      indexes: ["created_at", "verification_status"],
    },
    {
      name: "employee_request_change_details",
      label: "Detail Perubahan Data Pekerja / Request Change Details",
      columns: `
        request_change_id bigint NOT NULL REFERENCES employee_request_changes ON DELETE CASCADE,
        field varchar(100) NOT NULL,
        old_value text,
        new_value text`,
    },
    {
      name: "company_managements",
      label: "Manajemen Perusahaan / Company Managements",
      columns: `
        fullname varchar(150) NOT NULL,
        nik ${NIK} UNIQUE,
        position varchar(100),
        department_id bigint REFERENCES departments ON DELETE SET NULL,
        project_id bigint REFERENCES projects ON DELETE SET NULL,
        phone varchar(20),
        email varchar(254),
        status record_status NOT NULL DEFAULT 'active'`,
      indexes: ["created_at", "fullname"],
      search: ["fullname", "nik", "position"],
    },
    {
      name: "manpower_managements",
      label: "Pengelolaan Manpower / Manpower Planning",
      columns: `
        project_id bigint NOT NULL REFERENCES projects ON DELETE CASCADE,
        manpower_type_id bigint NOT NULL REFERENCES m_manpower_types ON DELETE RESTRICT,
        planned_count integer NOT NULL CHECK (planned_count >= 0),
        period date NOT NULL CHECK (period = date_trunc('month', period)::date),
        UNIQUE (project_id, manpower_type_id, period)`,
    },
    {
      name: "qr_print_settings",
      label: "Pengaturan Cetak QR / QR Print Settings",
      reference: true,
      columns: `
        setting_name varchar(100) NOT NULL UNIQUE,
        card_width_mm numeric(6,2) NOT NULL DEFAULT 85.60 CHECK (card_width_mm > 0),
        card_height_mm numeric(6,2) NOT NULL DEFAULT 53.98 CHECK (card_height_mm > 0),
        columns_per_page smallint NOT NULL DEFAULT 2 CHECK (columns_per_page BETWEEN 1 AND 10),
        rows_per_page smallint NOT NULL DEFAULT 5 CHECK (rows_per_page BETWEEN 1 AND 20),
        logo varchar(500),
        fields_shown jsonb NOT NULL DEFAULT '["fullname", "nik", "qr_card_number"]'`,
    },
  ]);
}
