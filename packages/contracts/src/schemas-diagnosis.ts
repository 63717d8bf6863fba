/**
 * The schemas of the knowledge base's answers (the assessment's questions, conditions, videos,
 * tests and treatments) with the error body, under a name of their own (the server's serializers
 * and the CI checks of every served answer use them).
 */
export { ErrorBody } from './errors.ts';
export * from './diagnosis.ts';
