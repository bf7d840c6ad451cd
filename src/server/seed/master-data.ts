/**
 * The reference lists (master data and rating types) both seeds rely on, inserted only when
 * missing, so the demo and any number of bench loads share one set and never clash on codes.
 */
import { sql } from "kysely";
import type { Db } from "../db/connect";
import {
  BLOOD_TYPES,
  CONVALSAL_DOCUMENT_TYPES,
  DISEASES,
  EQUIPMENT_TYPES,
  MANPOWER_TYPES,
  type MasterRow,
  SKILLS,
} from "./names";

const MASTER_LISTS = {
  m_skills: SKILLS,
  m_diseases: DISEASES,
  m_manpower_types: MANPOWER_TYPES,
  m_blood_types: BLOOD_TYPES,
  m_equipment_types: EQUIPMENT_TYPES.map(
    ([code, name]): MasterRow => [code, name, `Alat berat: ${name}`],
  ),
  m_convalsal_document_types: CONVALSAL_DOCUMENT_TYPES,
} satisfies Record<string, readonly MasterRow[]>;

export const RATING_TYPES: readonly MasterRow[] = [
  ["quality", "Kualitas Pekerjaan", "Mutu hasil pekerjaan sesuai spesifikasi"],
  ["schedule", "Ketepatan Waktu", "Pencapaian progres sesuai jadwal"],
  ["safety", "Kepatuhan K3", "Penerapan APD dan prosedur keselamatan kerja"],
  ["administration", "Kelengkapan Administrasi", "Dokumen, laporan dan tagihan tepat waktu"],
  [
    "resources",
    "Ketersediaan Tenaga Kerja & Alat",
    "Jumlah dan kompetensi sumber daya di lapangan",
  ],
];

export type MasterTable = keyof typeof MASTER_LISTS;
/** code → id, per master table; rating types by name. */
export type MasterIds = Record<MasterTable | "rating_types", Map<string, number>>;

export interface ReferenceData {
  ids: MasterIds;
  inserted: Record<string, number>;
}

export async function ensureReferenceData(db: Db): Promise<ReferenceData> {
  const ids = {} as MasterIds;
  const inserted: Record<string, number> = {};
  for (const [table, rows] of Object.entries(MASTER_LISTS) as [
    MasterTable,
    readonly MasterRow[],
  ][]) {
    const values = rows.map(
      ([code, name, description]) => sql`(${code}, ${name}, ${description || null})`,
    );
    inserted[table] = await insertMissing(
      db,
      sql`${sql.id(table)} (code, name, description)`,
      values,
      "code",
    );
    ids[table] = await idsByKey(db, table, "code");
  }
  const ratingValues = RATING_TYPES.map(([, name, description]) => sql`(${name}, ${description})`);
  inserted.rating_types = await insertMissing(
    db,
    sql`rating_types (rating_type_name, description)`,
    ratingValues,
    "rating_type_name",
  );
  ids.rating_types = await idsByKey(db, "rating_types", "rating_type_name");
  return { ids, inserted };
}

async function insertMissing(
  db: Db,
  target: ReturnType<typeof sql>,
  values: ReturnType<typeof sql>[],
  key: string,
): Promise<number> {
  const { rows } = await sql`
    INSERT INTO ${target} VALUES ${sql.join(values)}
    ON CONFLICT (${sql.id(key)}) DO NOTHING RETURNING id`.execute(db);
  return rows.length;
}

async function idsByKey(db: Db, table: string, key: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ key: string; id: number }>`
    SELECT ${sql.id(key)} AS key, id FROM ${sql.id(table)}`.execute(db);
  return new Map(rows.map((row) => [row.key, Number(row.id)]));
}

export function idOf(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`reference row '${key}' is missing`);
  return id;
}
