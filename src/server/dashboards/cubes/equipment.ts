/**
 * Equipment by condition, operational status, type and project (territory, department): a
 * small table read as it is, scoped by the project the equipment is on.
 */

import { ORGANISATION, organisationKeys, total } from "./common-parts";
import type { Cube } from "./cube-types";

export const equipmentCube: Cube = {
  name: "equipment",
  facts: [
    {
      table: "equipments",
      columns: {
        total: "count(*)",
        good: "count(*) FILTER (WHERE t.condition = 'good')",
        damaged: "count(*) FILTER (WHERE t.condition = 'damaged')",
        missing: "count(*) FILTER (WHERE t.condition = 'dissapear')",
        operational: "count(*) FILTER (WHERE t.operational_status = 'operational')",
        idle: "count(*) FILTER (WHERE t.operational_status = 'idle')",
      },
      keys: {
        ...organisationKeys(),
        condition: "t.condition",
        operational_status: "t.operational_status",
        equipment_type_id: "t.equipment_type_id",
      },
      project: { column: "project_id" },
    },
  ],
  dimensions: {
    ...ORGANISATION,
    condition: {
      label: {
        values: {
          good: { id: "Baik", en: "Good" },
          damaged: { id: "Rusak", en: "Damaged" },
          dissapear: { id: "Hilang", en: "Missing" },
        },
      },
    },
    operational_status: {
      label: {
        values: {
          operational: { id: "Beroperasi", en: "Operational" },
          idle: { id: "Tidak Beroperasi", en: "Idle" },
        },
      },
    },
    equipment_type_id: { label: { table: "m_equipment_types", column: "name" } },
  },
  measures: {
    total: total("total"),
    good: total("good"),
    damaged: total("damaged"),
    missing: total("missing"),
    operational: total("operational"),
    idle: total("idle"),
  },
  filters: ["territory_id", "department_id", "project_id"],
};
