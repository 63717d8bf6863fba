export * from './assess-model.ts';
export * from './interview.ts';
export * from './likelihood.ts';
export * from './next-question.ts';
export * from './params.ts';
export * from './posterior.ts';
export * from './prior.ts';
export * from './unresolved.ts';
