/**
 * Vendors and subcontractors by type, status and verification status. A vendor belongs to
 * the projects it is assigned to (project_convalsals): scope and project filters keep the
 * vendors assigned to a project in view. A small table read as it is.
 */

import { difference, total } from "./common-parts";
import type { Cube } from "./cube-types";

export const VERIFICATION_LABELS = {
  draft: { id: "Draf", en: "Draft" },
  verification_request: { id: "Permintaan Verifikasi", en: "Verification Request" },
  appraisal_request: { id: "Permintaan Penilaian", en: "Appraisal Request" },
  revision_request: { id: "Permintaan Revisi", en: "Revision Request" },
  approved: { id: "Disetujui", en: "Approved" },
};

export const vendorsCube: Cube = {
  name: "vendors",
  facts: [
    {
      table: "convalsals",
      columns: {
        total: "count(*)",
        active: "count(*) FILTER (WHERE t.status = 'active')",
        approved: "count(*) FILTER (WHERE t.verification_status = 'approved')",
      },
      keys: {
        convalsal_type: "t.convalsal_type",
        status: "t.status",
        verification_status: "t.verification_status",
      },
      project: { through: { table: "project_convalsals", key: "id", column: "convalsal_id" } },
    },
  ],
  dimensions: {
    convalsal_type: {
      label: {
        values: {
          vendor: { id: "Vendor", en: "Vendor" },
          subcon: { id: "Subkon", en: "Subcontractor" },
        },
      },
    },
    status: {
      label: {
        values: {
          active: { id: "Aktif", en: "Active" },
          non_active: { id: "Tidak Aktif", en: "Inactive" },
        },
      },
    },
    verification_status: { label: { values: VERIFICATION_LABELS } },
  },
  measures: {
    total: total("total"),
    active: total("active"),
    non_active: difference("total", "active"),
    verified: total("approved"),
  },
  filters: ["territory_id", "department_id", "project_id"],
};
