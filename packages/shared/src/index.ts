export * from './constants';
export * from './units';
export * from './projects';
export * from './errors';
export * from './unit-type';
export * from './price';
export * from './rates';
export * from './inquiries';
