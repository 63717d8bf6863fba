import { RECENT_LOGIN_MINUTES } from '@painpoint/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionStartedWithin } from '../db/repositories/sessions.ts';
import { findPasswordHash } from '../db/repositories/users.ts';
import { HttpError } from '../plugins/app/errors.ts';
import type { Say } from '../wording/index.ts';
import { RULES } from './rules.ts';

/** What to say when the password is missing, and when it is wrong. */
export interface PasswordWords {
  missing: Say;
  wrong: Say;
}

/** What deleting the whole history or the profile says (the account's deletion says its own). */
export const WHOLESALE_DELETE_WORDS: PasswordWords = {
  missing: (w) => w.passwordToDeleteData,
  wrong: (w) => w.wrongPasswordNothingDeleted,
};

/** The OpenAPI description's words for these calls. */
export const PASSWORD_AFTER_RECENT_LOGIN = `Within ${RECENT_LOGIN_MINUTES} minutes of logging in, no body is needed. After that, \`{ "password": "…" }\` is needed (decision 063): without it, or with a wrong one, the answer is`;

/**
 * Before deleting something wholesale (the account, the history, the profile; decision 063): within
 * RECENT_LOGIN_MINUTES of logging in, the bearer token is enough; after that, or whenever a password
 * is given, the account's password is checked. Missing or wrong: 403 and nothing happens; wrong
 * ones share one budget per account (429 past it), so a stolen token cannot guess its way through.
 */
export async function confirmPasswordIfNotRecent(
  app: FastifyInstance,
  request: FastifyRequest,
  given: string | undefined,
  words: PasswordWords,
): Promise<void> {
  const account = request.account!;
  const password = given || undefined;
  const recent = await sessionStartedWithin(app.database, account.sessionId, RECENT_LOGIN_MINUTES);
  // A password given is always checked, even within the minutes after logging in.
  if (recent && password === undefined) return;
  if (password === undefined) throw new HttpError(403, 'FORBIDDEN', words.missing);
  await app.throttle.check(RULES.deleteFailuresPerAccount, account.id);
  if (!(await app.passwords.verify(await findPasswordHash(app.database, account.id), password))) {
    await app.throttle.count(RULES.deleteFailuresPerAccount, account.id);
    request.log.info(
      { event: 'delete_refused', user: account.id, url: request.routeOptions.url },
      'wrong password to delete',
    );
    throw new HttpError(403, 'FORBIDDEN', words.wrong);
  }
}
