// First: configures zod before any schema below is built (see zod-setup.ts).
import './zod-setup';

export * from './constants';
export * from './units';
export * from './projects';
export * from './errors';
export * from './unit-type';
export * from './price';
export * from './rates';
export * from './inquiries';
export * from './inquiry-request';
export * from './inquiry-admin';
export * from './sitemap';
