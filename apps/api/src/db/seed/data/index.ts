export * from './types.js';
export * from './developers.js';
export * from './compounds.js';
export * from './units.js';
