/**
 * The cube registry: every source a dashboard widget may name, and the public description
 * the overlay checks read (src/schema/dashboards/cube-description.ts).
 */
import type { CubeCatalog, CubeDescription } from "../../../schema/dashboards/cube-description";
import { ownAliases } from "../../db/identifiers";
import { attendanceCube } from "./attendance";
import type { Cube } from "./cube-types";
import { equipmentCube } from "./equipment";
import { foremenCube } from "./foremen";
import { manpowerCube } from "./manpower";
import { projectRankingCube } from "./project-ranking";
import { registrationsCube } from "./registrations";
import { subcontractorsCube } from "./subcontractors";
import { vendorDocumentsCube } from "./vendor-documents";
import { vendorsCube } from "./vendors";

export const CUBES: ReadonlyMap<string, Cube> = new Map(
  [
    manpowerCube,
    registrationsCube,
    attendanceCube,
    projectRankingCube,
    foremenCube,
    subcontractorsCube,
    vendorsCube,
    equipmentCube,
    vendorDocumentsCube,
  ].map((cube) => [cube.name, cube]),
);

// The facts' sums are columns of the statements' common table expressions.
ownAliases(
  [...CUBES.values()].flatMap((cube) => cube.facts.flatMap((fact) => Object.keys(fact.columns))),
);

function describe(cube: Cube): CubeDescription {
  return {
    name: cube.name,
    dimensions: Object.keys(cube.dimensions),
    measures: Object.keys(cube.measures),
    filters: cube.filters,
  };
}

export const CUBE_CATALOG: CubeCatalog = new Map(
  [...CUBES.values()].map((cube) => [cube.name, describe(cube)]),
);
