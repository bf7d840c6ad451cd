/**
 * Master data: the small reference lists every other area points at (skills, diseases,
 * manpower types, blood types, equipment types, vendor document types). They come first
 * because employees, equipment and vendor documents reference them; rows are retired with
 * `active = 0` rather than deleted, so foreign keys to them restrict deletion.
 */
import type { Kysely } from "kysely";
import { createTables, type TableSpec } from "./ddl";

/** Every master list has the same shape: a short unique code, a name and a description. */
function masterTable(name: string, label: string, codeCheck = ""): TableSpec {
  return {
    name,
    label,
    reference: true,
    columns: `
      code varchar(30) NOT NULL UNIQUE ${codeCheck},
      name varchar(150) NOT NULL,
      description text`,
    indexes: ["name"],
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, [
    masterTable("m_skills", "Master Keahlian / Skills"),
    masterTable("m_diseases", "Master Riwayat Penyakit / Diseases"),
    masterTable("m_manpower_types", "Master Tipe Manpower / Manpower Types"),
    masterTable(
      "m_blood_types",
      "Master Golongan Darah / Blood Types",
      "CHECK (code IN ('A', 'B', 'AB', 'O'))",
    ),
    masterTable("m_equipment_types", "Master Tipe Alat / Equipment Types"),
    masterTable(
      "m_convalsal_document_types",
      "Master Tipe Dokumen Vendor/Subkon / Vendor Document Types",
    ),
  ]);
}
