import { elGounaLagoons, kiteBayResidence } from './projects-el-gouna.js';
import {
  hurghadaAvenue,
  marinaHeights,
  palmBeachResidences,
  bayBreezeResidences,
  mamshaShores,
} from './projects-hurghada.js';
import { villaggioAzzurro, redSeaPearl, sahlHasheeshBay } from './projects-sahl-hasheesh.js';
import type { SeedCompound } from './types.js';

/** The ten seeded compounds, in catalogue order. */
export const projects: SeedCompound[] = [
  hurghadaAvenue,
  elGounaLagoons,
  sahlHasheeshBay,
  marinaHeights,
  palmBeachResidences,
  redSeaPearl,
  kiteBayResidence,
  villaggioAzzurro,
  bayBreezeResidences,
  mamshaShores,
];
