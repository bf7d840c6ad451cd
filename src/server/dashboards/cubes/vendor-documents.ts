/**
 * Vendor documents by expiry (Jakarta today): expired (valid_until before today), expiring
 * (today to 30 days ahead), valid (later, or without an end), per vendor or document type.
 * Scoped like the vendors, through their project assignments.
 */
import { sql } from "kysely";
import { total, VENDOR } from "./common-parts";
import type { Cube } from "./cube-types";

/** Days ahead a document counts as expiring. */
export const EXPIRY_WARNING_DAYS = 30;

export const vendorDocumentsCube: Cube = {
  name: "vendor_documents",
  facts: [
    {
      table: "convalsal_documents",
      columns: {
        documents: "count(*)",
        expired: ({ today }) => sql<number>`count(*) FILTER (WHERE t.valid_until < ${today}::date)`,
        expiring: ({ today }) => sql<number>`count(*) FILTER (WHERE t.valid_until >= ${today}::date
          AND t.valid_until <= ${today}::date + ${EXPIRY_WARNING_DAYS}::int)`,
      },
      keys: { convalsal_id: "t.convalsal_id", document_type_id: "t.document_type_id" },
      project: {
        through: { table: "project_convalsals", key: "convalsal_id", column: "convalsal_id" },
      },
    },
  ],
  dimensions: {
    convalsal_id: VENDOR,
    document_type_id: { label: { table: "m_convalsal_document_types", column: "name" } },
  },
  measures: {
    documents: total("documents"),
    expired: total("expired"),
    expiring: total("expiring"),
    valid: {
      value: (c) => sql<number>`(${c("documents")} - ${c("expired")} - ${c("expiring")})::float8`,
    },
  },
  filters: ["territory_id", "department_id", "project_id"],
};
