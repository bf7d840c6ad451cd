/**
 * What the operating-unit screens need beyond their tables: each vendor's nearest document
 * expiry, kept by the database so the vendor list can flag it (and filter and sort on it)
 * without a subquery per row, whoever writes the documents; and the attendance device's key,
 * stored only as its hash.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE convalsals ADD COLUMN document_expiry date`.execute(db);
  await sql`CREATE INDEX convalsals_document_expiry_idx ON convalsals (document_expiry)`.execute(
    db,
  );
  // Statement-level with transition tables: a bulk load of documents recomputes each touched
  // vendor once. plpgsql plans a branch only when it runs, so each names only its own tables.
  await sql`
    CREATE FUNCTION refresh_document_expiry() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE touched bigint[];
    BEGIN
      IF TG_OP = 'INSERT' THEN
        SELECT array_agg(DISTINCT convalsal_id) INTO touched FROM new_rows;
      ELSIF TG_OP = 'DELETE' THEN
        SELECT array_agg(DISTINCT convalsal_id) INTO touched FROM old_rows;
      ELSE
        SELECT array_agg(DISTINCT convalsal_id) INTO touched
        FROM (SELECT convalsal_id FROM new_rows UNION SELECT convalsal_id FROM old_rows) both_rows;
      END IF;
      UPDATE convalsals c SET document_expiry = (
        SELECT min(d.valid_until) FROM convalsal_documents d WHERE d.convalsal_id = c.id
      )
      WHERE c.id = ANY (touched)
        AND c.document_expiry IS DISTINCT FROM (
          SELECT min(d.valid_until) FROM convalsal_documents d WHERE d.convalsal_id = c.id
        );
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER convalsal_documents_expiry_insert AFTER INSERT ON convalsal_documents
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION refresh_document_expiry()`.execute(db);
  await sql`
    CREATE TRIGGER convalsal_documents_expiry_update AFTER UPDATE ON convalsal_documents
    REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION refresh_document_expiry()`.execute(db);
  await sql`
    CREATE TRIGGER convalsal_documents_expiry_delete AFTER DELETE ON convalsal_documents
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION refresh_document_expiry()`.execute(db);
  await sql`
    UPDATE convalsals c SET document_expiry = d.earliest
    FROM (SELECT convalsal_id, min(valid_until) AS earliest FROM convalsal_documents
          GROUP BY convalsal_id) d
    WHERE d.convalsal_id = c.id`.execute(db);

  // The key a device sends with its presences; only its SHA-256 (hex) is kept.
  await sql`ALTER TABLE devices ADD COLUMN key_hash char(64)`.execute(db);
}
