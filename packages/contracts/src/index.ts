export * from './constants.ts';
export * from './diagnosis.ts';
export * from './errors.ts';
export * from './site.ts';
export * from './account-constants.ts';
export * from './account.ts';
export * from './history.ts';
export * from './text.ts';
