export * from './types.js';
export * from './developers.js';
export * from './projects.js';
export * from './units.js';
