/**
 * Who owns each stored file. An upload belongs to the user who sent it until a record takes
 * it; from then on to that record's field. A write may only put into a file field a file its
 * caller uploaded and no record holds yet, or the file the field already holds, so learning a
 * stored name never gives access to the file behind it.
 */
import type { Kysely } from "kysely";
import { createTables } from "./ddl";

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, [
    {
      name: "uploads",
      label: "Unggahan / Uploads",
      columns: `
        stored_name varchar(100) NOT NULL UNIQUE,
        uploaded_by bigint NOT NULL,
        model varchar(63),
        record_id bigint,
        field varchar(63),
        CHECK ((model IS NULL) = (record_id IS NULL) AND (model IS NULL) = (field IS NULL))`,
      indexes: ["model, record_id"],
    },
  ]);
}
