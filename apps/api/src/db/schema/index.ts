/*
 * The database's one schema, a file per domain: what drizzle-kit reads (drizzle.config.ts) and what every
 * query imports (`db/schema/index.js`).
 */
export * from './catalogue.js';
export * from './units.js';
export * from './inquiries.js';
export * from './staff.js';
export * from './search.js';
export * from './operations.js';
export * from './listing-events.js';
export * from './alerts.js';
