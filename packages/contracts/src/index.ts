export * from './constants.ts';
export * from './diagnosis.ts';
export * from './errors.ts';
export * from './site.ts';
