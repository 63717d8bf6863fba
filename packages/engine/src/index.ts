export * from './answers.ts';
export * from './profile.ts';
export * from './round.ts';
export * from './score.ts';
export * from './steps.ts';
export * from './triage.ts';
export * from './model/index.ts';
