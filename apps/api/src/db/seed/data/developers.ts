import type { SeedDeveloper } from './types.js';

/** Fictional developers behind the seeded compounds. */
export const seedDevelopers: SeedDeveloper[] = [
  { key: 'red-sea-developments', name: 'Red Sea Developments', logo: '/media/developers/red-sea-developments.png' },
  { key: 'gouna-living', name: 'Gouna Living Properties', logo: '/media/developers/gouna-living.png' },
  { key: 'hasheesh-estates', name: 'Hasheesh Estates', logo: '/media/developers/hasheesh-estates.png' },
  { key: 'coral-coast-builders', name: 'Coral Coast Builders', logo: '/media/developers/coral-coast-builders.png' },
  { key: 'desert-pearl-group', name: 'Desert Pearl Group', logo: '/media/developers/desert-pearl-group.png' },
];
