export * from './diagnosis.ts';
