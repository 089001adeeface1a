import { elGounaLagoons, mangroovyResidence } from './projects-el-gouna.js';
import {
  hurghadaAvenue,
  marinaHeights,
  palmBeachResidences,
  somaBreeze,
  turtlesBeachResort,
} from './projects-hurghada.js';
import { azzurraSahlHasheesh, redSeaPearl, sahlHasheeshBay } from './projects-sahl-hasheesh.js';
import type { SeedProject } from './types.js';

/** The ten seeded compounds, in catalogue order. */
export const projects: SeedProject[] = [
  hurghadaAvenue,
  elGounaLagoons,
  sahlHasheeshBay,
  marinaHeights,
  palmBeachResidences,
  redSeaPearl,
  mangroovyResidence,
  azzurraSahlHasheesh,
  somaBreeze,
  turtlesBeachResort,
];
