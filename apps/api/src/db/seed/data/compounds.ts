import { elGounaLagoons, kiteBayResidence } from './compounds-el-gouna.js';
import {
  hurghadaAvenue,
  marinaHeights,
  palmBeachResidences,
  bayBreezeResidences,
  mamshaShores,
} from './compounds-hurghada.js';
import { villaggioAzzurro, redSeaPearl, sahlHasheeshBay } from './compounds-sahl-hasheesh.js';
import type { SeedCompound } from './types.js';

/** The ten seeded compounds, in catalogue order. */
export const seedCompounds: SeedCompound[] = [
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
