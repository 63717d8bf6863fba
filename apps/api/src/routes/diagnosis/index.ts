import {
  ConditionCareList,
  ConditionDetail,
  ConditionParams,
  DiagnosisStep,
  Disease,
  ErrorBody,
  LANGUAGE_CODES,
  LanguageCode,
  LanguageQuery,
  LocationKey,
  LocationSummary,
  PainLocationParams,
  SymptomKey,
  Video,
  VideoQuery,
} from '@painpoint/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/app/errors.ts';
import { sendPrepared, type ContentStore } from '../../plugins/app/content.ts';

const MAX_VIDEO_DISEASES = 30;

/**
 * The diagnosis calls of docs/product.md §7, served from memory: the knowledge base is loaded and checked
 * once at start, and each answer is prepared then with an ETag (and compressed, cheaply, once).
 * Only the videos of several conditions at once are made per query, cheaply, and kept in a bounded
 * cache (`VideoAnswers` in content.ts): no request waits for an expensive compression.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { content, contentIn } = app;

  /**
   * The answers in the language asked for with `?lang=` (English when left out). Checked here, not
   * by a schema, because the per-location answers are static routes without one.
   */
  const storeFor = (request: { query: unknown }): ContentStore => {
    const raw = (request.query as Record<string, unknown> | undefined)?.['lang'];
    if (raw === undefined) return content;
    const lang = LanguageCode.safeParse(raw);
    if (!lang.success) {
      const shown = typeof raw === 'string' ? `"${raw.slice(0, 20)}"` : 'given more than once';
      throw new HttpError(
        400,
        'VALIDATION_FAILED',
        `Invalid request: querystring.lang: unknown language ${shown}; use ${LANGUAGE_CODES.join(' or ')}.`,
      );
    }
    return contentIn[lang.data];
  };

  const unknownLocation = (raw: string) =>
    new HttpError(
      404,
      'NOT_FOUND',
      `Unknown pain location "${raw}". Known locations: ${LocationKey.options.join(', ')}.`,
    );
  // Every answer here is prepared with its encodings and headers (content.ts): nothing for
  // @fastify/compress to do, GETs have no body to decompress, and the security-headers hook would
  // add headers the prepared answer already lists.
  const prepared = { compress: false, decompress: false, config: { preparedHeaders: true } } as const;

  app.get(
    '/diagnosis/locations/',
    {
      ...prepared,
      schema: {
        tags: ['diagnosis'],
        summary: 'The body locations with their labels (an addition to the spec)',
        querystring: LanguageQuery,
        response: { 200: z.array(LocationSummary), 400: ErrorBody },
      },
    },
    (request, reply) => sendPrepared(request, reply, storeFor(request).locations),
  );

  // The two per-location calls of the spec: same parameter, same 404, each its own prepared answers.
  const perLocation = [
    {
      url: '/diagnosis/get-diseases/:painLocation/',
      summary: "A location's conditions in the spec's shape (with their triage level), for scoring",
      body: z.array(Disease),
      answers: (store: ContentStore) => store.diseases,
    },
    {
      url: '/diagnosis/get-diagnosis-step/:painLocation/',
      summary: "A location's symptom questions in the order they are asked, with branching",
      body: z.array(DiagnosisStep),
      answers: (store: ContentStore) => store.steps,
    },
  ];
  for (const route of perLocation) {
    app.get(
      route.url,
      {
        schema: {
          tags: ['diagnosis'],
          summary: route.summary,
          params: PainLocationParams,
          querystring: LanguageQuery,
          response: { 200: route.body, 400: ErrorBody, 404: ErrorBody },
        },
      },
      // Reached only by a location that has no route of its own below.
      (request) => {
        throw unknownLocation(request.params.painLocation);
      },
    );
    // Each known location is its own static route, found in the router's static tree with no
    // parameter to parse or validate: the documented route above answers the rest with 404.
    for (const key of route.answers(content).keys()) {
      app.get(route.url.replace(':painLocation', key), { ...prepared, schema: { hide: true } }, (request, reply) =>
        sendPrepared(request, reply, route.answers(storeFor(request)).get(key)!),
      );
    }
  }

  app.get(
    '/diagnosis/get-condition/:disease_short_name/',
    {
      ...prepared,
      schema: {
        tags: ['diagnosis'],
        summary:
          'Everything about one condition: red flags, advised tests, treatments, self-care, when to seek care, sources',
        params: ConditionParams,
        querystring: LanguageQuery,
        response: { 200: ConditionDetail, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (request, reply) => {
      const answer = storeFor(request).conditions.get(request.params.disease_short_name);
      if (!answer) throw new HttpError(404, 'NOT_FOUND', `Unknown disease: ${request.params.disease_short_name}.`);
      sendPrepared(request, reply, answer);
    },
  );

  app.get(
    '/diagnosis/get-tests-and-treatments/',
    {
      ...prepared,
      schema: {
        tags: ['diagnosis'],
        summary:
          "Every condition's advised tests and treatments, for the test-and-treatment page (an addition to the spec)",
        description:
          'The whole knowledge base, so the page can be searched and filtered without an assessment: one entry per ' +
          'condition, ordered by disease_name, each with its advised tests (name, category, purpose) and treatments. ' +
          'The same facts as in get-condition, without the rest. Takes only the language; immutable per content version ' +
          '(ETag, content-version).',
        querystring: LanguageQuery,
        response: { 200: ConditionCareList, 400: ErrorBody },
      },
    },
    (request, reply) => sendPrepared(request, reply, storeFor(request).care),
  );

  /** The known disease names asked for, in their order, each once; or a 400/404 saying what is wrong. */
  const namesIn = (asked: string): string[] => {
    const names = [
      ...new Set(
        asked
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (names.length === 0) throw new HttpError(400, 'BAD_REQUEST', 'Name at least one disease in ?diseases=.');
    if (names.length > MAX_VIDEO_DISEASES) {
      throw new HttpError(400, 'BAD_REQUEST', `Ask for at most ${MAX_VIDEO_DISEASES} diseases at once.`);
    }
    const malformed = names.filter((n) => !SymptomKey.safeParse(n).success);
    if (malformed.length > 0) {
      throw new HttpError(
        400,
        'BAD_REQUEST',
        `Not a disease name: ${malformed.join(', ')}. Use disease_short_name values.`,
      );
    }
    const unknown = names.filter((n) => !content.diseaseNames.has(n));
    if (unknown.length > 0) throw new HttpError(404, 'NOT_FOUND', `Unknown disease: ${unknown.join(', ')}.`);
    return names;
  };
  app.get(
    '/diagnosis/get-video-by-disease/',
    {
      ...prepared,
      schema: {
        tags: ['diagnosis'],
        summary: 'Educational videos for the named conditions (a condition with no verified video has none)',
        description:
          'The videos come in the order the conditions are named; a name given twice counts once. ' +
          'Answers for one condition are prepared at start; those for several are made per query and kept for a while.',
        querystring: VideoQuery,
        response: { 200: z.array(Video), 400: ErrorBody, 404: ErrorBody },
      },
    },
    (request, reply) =>
      sendPrepared(request, reply, storeFor(request).videoAnswers.answerFor(namesIn(request.query.diseases))),
  );
};
export default routes;
