/**
 * The company's own structure: territories (wilayah) hold departments, departments run
 * projects. Everything operational (workers, equipment, presences, user access) hangs off a
 * project or a department, so a territory or department in use cannot be deleted.
 */
import type { Kysely } from "kysely";
import { createEnum, createTables } from "./ddl";

export async function up(db: Kysely<unknown>): Promise<void> {
  await createEnum(db, "project_status", ["planning", "running", "finished", "suspended"]);
  await createTables(db, [
    {
      name: "territories",
      label: "Wilayah / Territories",
      columns: `
        territory_code varchar(20) NOT NULL UNIQUE,
        territory_name varchar(150) NOT NULL,
        description text`,
      indexes: ["territory_name"],
    },
    {
      name: "departments",
      label: "Departemen / Departments",
      columns: `
        department_code varchar(20) NOT NULL UNIQUE,
        department_name varchar(150) NOT NULL,
        territory_id bigint REFERENCES territories ON DELETE RESTRICT,
        contact_pic varchar(150),
        address text`,
      indexes: ["department_name"],
    },
    {
      name: "projects",
      label: "Proyek / Projects",
      columns: `
        project_code varchar(30) NOT NULL UNIQUE,
        project_name varchar(200) NOT NULL,
        department_id bigint NOT NULL REFERENCES departments ON DELETE RESTRICT,
        territory_id bigint REFERENCES territories ON DELETE RESTRICT,
        owner_name varchar(200),
        address text,
        lat double precision CHECK (lat BETWEEN -90 AND 90),
        lng double precision CHECK (lng BETWEEN -180 AND 180),
        contract_value numeric(18,2) CHECK (contract_value >= 0),
        progress numeric(5,2) NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
        start_date date,
        end_date date,
        is_high_risk boolean NOT NULL DEFAULT false,
        is_join_operation boolean NOT NULL DEFAULT false,
        status project_status NOT NULL DEFAULT 'planning',
        CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)`,
      indexes: ["created_at", "status"],
      search: ["project_name", "project_code"],
    },
  ]);
}
