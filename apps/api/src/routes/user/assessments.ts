import {
  ASSESSMENT_PAGE_DEFAULT,
  ASSESSMENT_PAGE_MAX,
  AssessmentList,
  AssessmentListQuery,
  AssessmentParams,
  DeleteAccountRequest,
  ErrorBody,
  HISTORY_NOTICE_VERSION,
  HistoryConsent,
  HistoryConsentInput,
  HistoryConsentState,
  MAX_ANSWER_ENTRIES,
  MAX_SAVED_ASSESSMENTS,
  MAX_SAVED_CONDITIONS,
  MessageOk,
  SaveAssessmentRequest,
  SavedAssessment,
} from '@painpoint/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { acceptEmptyJsonBody } from '../../accounts/empty-body.ts';
import { giveHistoryConsent, saveAssessment, withdrawHistoryConsent } from '../../accounts/history.ts';
import {
  confirmPasswordIfNotRecent,
  PASSWORD_AFTER_RECENT_LOGIN,
  WHOLESALE_DELETE_WORDS,
} from '../../accounts/reauth.ts';
import { RULES } from '../../accounts/rules.ts';
import {
  countAssessments,
  deleteAllAssessments,
  deleteAssessment,
  findAssessment,
  findHistoryConsent,
  listAssessments,
} from '../../db/repositories/saved-assessments.ts';
import { HttpError } from '../../plugins/app/errors.ts';
import { told, type Say } from '../../wording/index.ts';

/**
 * The largest body a save may have. The largest assessment the knowledge base allows (every option
 * of every step chosen: lower-abdomen-pelvis, 117 options and 94 answer keys, with 10 conditions) is
 * 7 kB of JSON; the limit leaves four times that for the content to grow, and keeps one person's
 * whole history (at most MAX_SAVED_ASSESSMENTS) within about 3 MB.
 */
export const SAVE_BODY_LIMIT = 32 * 1024;

/** Said for a saved assessment that is not there, and for one that is someone else's: the same answer. */
export const NO_SUCH_ASSESSMENT: Say = (w) => w.noSuchAssessment;

const errors = { 400: ErrorBody, 401: ErrorBody };
const notFound = () => new HttpError(404, 'NOT_FOUND', NO_SUCH_ASSESSMENT);

/**
 * The history of assessments of a logged-in person (decision 036): consent to keep it, save, list,
 * read and delete. Registered in the bearer scope (routes/user/index.ts): every call needs a bearer
 * token, checked before the body is read. Every query names the caller as the owner, so another person's assessment answers exactly like a missing one.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/assessments/consent/',
    {
      schema: {
        tags: ['history'],
        summary: 'Whether the person has agreed to keep a history of assessments',
        response: { 200: HistoryConsentState, ...errors },
      },
    },
    async (request) => ({ consent: (await findHistoryConsent(app.database, request.account!.id)) ?? null }),
  );

  app.put(
    '/user/assessments/consent/',
    {
      schema: {
        tags: ['history'],
        summary: 'Agree to keep a history of assessments',
        description:
          `Assessments can be saved only with \`agreed: true\` for the notice version shown (now "${HISTORY_NOTICE_VERSION}"); consent is recorded with its time and version, apart from the profile's. ` +
          'Agreeing again to the same version keeps the time it was first given. An older version is answered 409: the page must show the current notice.',
        body: HistoryConsentInput,
        response: { 200: HistoryConsent, 409: ErrorBody, ...errors },
      },
    },
    async (request) => giveHistoryConsent(app.database, request.account!.id, request.body.notice_version),
  );

  app.delete(
    '/user/assessments/consent/',
    {
      schema: {
        tags: ['history'],
        summary: 'Withdraw consent: every saved assessment is deleted',
        description:
          'The consent and every saved assessment are deleted in one transaction, and the withdrawal is recorded. Saving is refused (403) until consent is given again.',
        response: { 200: MessageOk, ...errors },
      },
    },
    async (request) => {
      const deleted = await withdrawHistoryConsent(app.database, request.account!.id);
      return {
        message:
          deleted === 0
            ? 'Your consent is withdrawn. You had no saved assessments.'
            : `Your consent is withdrawn and ${savedCount(deleted, 'your')} deleted.`,
      };
    },
  );

  app.post(
    '/user/assessments/',
    {
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        tags: ['history'],
        summary: 'Save an assessment',
        description:
          'Saves the answers exactly as the web app stores them (`userAnswers`: the body-map place, sex, age range, weight, symptom counts and flags), the triage, the conditions as shown and the knowledge-base version. ' +
          `Needs consent (PUT /user/assessments/consent/), otherwise 403. Limits: ages 0–120, weights 2–350 kg with at most two decimals, answer keys in lower_snake_case, at most ${MAX_ANSWER_ENTRIES} answer keys and ${MAX_ANSWER_ENTRIES} flags, at most ${MAX_SAVED_CONDITIONS} conditions, a body of at most ${SAVE_BODY_LIMIT / 1024} kB (413), ` +
          `at most ${MAX_SAVED_ASSESSMENTS} saved per person (409: delete some first; the oldest are never deleted by themselves) and ${RULES.historySavesPerAccount.max} saves an hour (429).`,
        body: SaveAssessmentRequest,
        response: { 201: SavedAssessment, 403: ErrorBody, 409: ErrorBody, 413: ErrorBody, 429: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.account!.id;
      await app.throttle.consume(RULES.historySavesPerAccount, userId);
      const saved = await saveAssessment(app.database, userId, request.body);
      return reply.code(201).send(saved);
    },
  );

  app.get(
    '/user/assessments/',
    {
      schema: {
        tags: ['history'],
        summary: 'The saved assessments, newest first, without their answers',
        description: `One page: \`limit\` (default ${ASSESSMENT_PAGE_DEFAULT}, at most ${ASSESSMENT_PAGE_MAX}) after skipping \`offset\`; \`location\` keeps those of one place. \`total\` counts them all (of that place), and \`consent\` says whether a history is being kept (null: nothing is, and nothing can be saved).`,
        querystring: AssessmentListQuery,
        response: { 200: AssessmentList, ...errors },
      },
    },
    async (request) => {
      const userId = request.account!.id;
      const { location, limit = ASSESSMENT_PAGE_DEFAULT, offset = 0 } = request.query;
      const [consent, total, items] = await Promise.all([
        findHistoryConsent(app.database, userId),
        countAssessments(app.database, userId, location),
        listAssessments(app.database, userId, { limit, offset, location }),
      ]);
      return { consent: consent ?? null, total, limit, offset, items };
    },
  );

  // The body is optional (the spec's call has none): an empty JSON body reads as none.
  await app.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();
    acceptEmptyJsonBody(scope);
    scope.delete(
      '/user/assessments/',
      {
        schema: {
          tags: ['history'],
          summary: 'Delete every saved assessment',
          description: `The consent stays: new assessments can still be saved. To stop keeping a history, withdraw consent. ${PASSWORD_AFTER_RECENT_LOGIN} 403 and nothing is deleted.`,
          body: DeleteAccountRequest,
          response: { 200: MessageOk, ...errors },
        },
      },
      async (request) => {
        await confirmPasswordIfNotRecent(app, request, request.body?.password, WHOLESALE_DELETE_WORDS);
        const deleted = await deleteAllAssessments(app.database, request.account!.id);
        return {
          message: deleted === 0 ? 'You have no saved assessments.' : `${savedCount(deleted, 'Your')} deleted.`,
        };
      },
    );
  });

  app.get(
    '/user/assessments/:id/',
    {
      schema: {
        tags: ['history'],
        summary: 'One saved assessment, with its answers',
        description: `404 when the person has no saved assessment with this id, whether or not someone else has one ("${NO_SUCH_ASSESSMENT}").`,
        params: AssessmentParams,
        response: { 200: SavedAssessment, 404: ErrorBody, ...errors },
      },
    },
    async (request) => {
      const found = await findAssessment(app.database, request.account!.id, request.params.id.toLowerCase());
      if (!found) throw notFound();
      return found;
    },
  );

  app.delete(
    '/user/assessments/:id/',
    {
      schema: {
        tags: ['history'],
        summary: 'Delete one saved assessment',
        description: `404 when the person has no saved assessment with this id, whether or not someone else has one ("${NO_SUCH_ASSESSMENT}").`,
        params: AssessmentParams,
        response: { 200: MessageOk, 404: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteAssessment(app.database, request.account!.id, request.params.id.toLowerCase()))) {
        throw notFound();
      }
      return told(request, reply, (w) => w.assessmentDeleted);
    },
  );
};
export default routes;

/** "your 3 saved assessments are", "Your 1 saved assessment is". */
const savedCount = (n: number, your: string) =>
  n === 1 ? `${your} 1 saved assessment is` : `${your} ${n} saved assessments are`;
