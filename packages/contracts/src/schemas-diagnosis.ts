/**
 * The schemas of the knowledge base's answers (the assessment's questions, conditions, videos,
 * tests and treatments) with the error body, under a name of their own: the web app imports them
 * on a page's first call for them, and its build preloads them where a page asks at start
 * (apps/web/src/lib/contracts.ts, decision 050). Half the cost of building every schema.
 */
export { ErrorBody } from './errors.ts';
export * from './diagnosis.ts';
