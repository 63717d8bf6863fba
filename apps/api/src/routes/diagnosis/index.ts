import {
  ConditionDetail,
  ConditionParams,
  DiagnosisStep,
  Disease,
  ErrorBody,
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
import { prepareJson, sendPrepared } from '../../plugins/app/content.ts';

const MAX_VIDEO_DISEASES = 30;

/**
 * The spec's diagnosis calls (§7), served from memory: the knowledge base is loaded and checked
 * once at start, and each answer is prepared once with an ETag and in gzip and brotli.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { content } = app;

  const location = (raw: string) => {
    const parsed = LocationKey.safeParse(raw);
    if (!parsed.success) {
      throw new HttpError(
        404,
        'NOT_FOUND',
        `Unknown pain location "${raw}". Known locations: ${LocationKey.options.join(', ')}.`,
      );
    }
    return parsed.data;
  };

  app.get(
    '/diagnosis/locations/',
    {
      schema: {
        tags: ['diagnosis'],
        summary: 'The body locations with their labels (an addition to the spec)',
        response: { 200: z.array(LocationSummary) },
      },
    },
    (request, reply) => sendPrepared(request, reply, content.locations, content.version),
  );

  // The two per-location calls of the spec: same parameter, same 404, each its own prepared answers.
  const perLocation = [
    {
      url: '/diagnosis/get-diseases/:painLocation/',
      summary: "A location's conditions in the spec's shape (with their triage level), for scoring",
      body: z.array(Disease),
      answers: content.diseases,
    },
    {
      url: '/diagnosis/get-diagnosis-step/:painLocation/',
      summary: "A location's symptom questions in the order they are asked, with branching",
      body: z.array(DiagnosisStep),
      answers: content.steps,
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
          response: { 200: route.body, 404: ErrorBody },
        },
      },
      (request, reply) =>
        sendPrepared(request, reply, route.answers.get(location(request.params.painLocation))!, content.version),
    );
  }

  app.get(
    '/diagnosis/get-condition/:disease_short_name/',
    {
      schema: {
        tags: ['diagnosis'],
        summary:
          'Everything about one condition: red flags, advised tests, treatments, self-care, when to seek care, sources',
        params: ConditionParams,
        response: { 200: ConditionDetail, 404: ErrorBody },
      },
    },
    (request, reply) => {
      const prepared = content.conditions.get(request.params.disease_short_name);
      if (!prepared) throw new HttpError(404, 'NOT_FOUND', `Unknown disease: ${request.params.disease_short_name}.`);
      sendPrepared(request, reply, prepared, content.version);
    },
  );

  // Answers for a set of diseases are cached per distinct (sorted) set; the set of sets asked for
  // in practice is small, and the cache is bounded.
  const videoCache = new Map<string, ReturnType<typeof prepareJson>>();
  app.get(
    '/diagnosis/get-video-by-disease/',
    {
      schema: {
        tags: ['diagnosis'],
        summary: 'Educational videos for the named conditions (a condition with no verified video has none)',
        querystring: VideoQuery,
        response: { 200: z.array(Video), 400: ErrorBody, 404: ErrorBody },
      },
    },
    (request, reply) => {
      const names = [
        ...new Set(
          request.query.diseases
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
      const key = [...names].sort().join(',');
      let prepared = videoCache.get(key);
      if (!prepared) {
        prepared = prepareJson(
          names.flatMap((n) => content.videos.get(n) ?? []),
          `${content.version}-v`,
        );
        if (videoCache.size > 5000) videoCache.clear();
        videoCache.set(key, prepared);
      }
      return sendPrepared(request, reply, prepared, content.version);
    },
  );
};
export default routes;
