/** Organisation rows a test needs and does not care about: a department in its own territory. */
import { sql } from "kysely";
import type { Db } from "../../src/server/db/connect";

/** Inserts a territory and one department in it; answers the department's id. */
export async function insertDepartment(db: Db, code: string, name: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    WITH territory AS (
      INSERT INTO territories (territory_code, territory_name)
      VALUES (${`T-${code}`}, ${`Wilayah ${name}`}) RETURNING id)
    INSERT INTO departments (department_code, department_name, territory_id)
    SELECT ${code}, ${name}, id FROM territory RETURNING id`.execute(db);
  return rows[0]?.id as number;
}
