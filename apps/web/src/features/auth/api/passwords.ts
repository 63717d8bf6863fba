import type { LinkCheck, ResetGrant } from '@painpoint/contracts';
import { ApiError, request } from '../../../lib/api-client.ts';
import { cachedByKey } from '../../../lib/cache.ts';
import { apiPaths } from '../../../lib/paths.ts';

/** POST /user/forgot-password/: the server's neutral message (the same whether or not the account exists). */
export async function requestResetEmail(email: string): Promise<string> {
  return (await request(apiPaths.account.forgotPassword, 'MessageOk', { body: { email } })).message;
}

/** POST /user/forgot-password-phone/: a 6-digit code goes by SMS; the answer is neutral too. */
export async function requestResetCode(phone: string, dialCode: string): Promise<string> {
  return (await request(apiPaths.account.forgotPasswordPhone, 'MessageOk', { body: { phone, dialCode } })).message;
}

/** POST /user/verify-reset-code/: a right code is exchanged for a single-use set-password token. */
export const verifyResetCode = (phone: string, dialCode: string, code: string): Promise<ResetGrant> =>
  request(apiPaths.account.verifyResetCode, 'ResetGrant', { body: { phone, dialCode, code } });

/** A link that has expired, was used, or never existed: the server answers 404 (400 when it is not even well formed). */
export const isDeadLink = (e: unknown, statuses = [404, 400]) => e instanceof ApiError && statuses.includes(e.status);

/**
 * GET /user/set-password/{token}/: whether the link still works, and what it is for; kept per
 * token. A link that does not work is an answer too ('dead'), kept like one: as a failure the
 * cache would forget it, and the page's next render would ask again (and show "checking" again).
 */
export const checkLink = cachedByKey(async (token): Promise<LinkCheck | 'dead'> => {
  try {
    return await request(apiPaths.account.setPassword(token), 'LinkCheck');
  } catch (e) {
    if (isDeadLink(e)) return 'dead';
    throw e;
  }
});

/** POST /user/set-password/{token}/: the token works once, and every session of the account ends. */
export async function setPassword(token: string, password: string, confirmPassword: string): Promise<string> {
  return (await request(apiPaths.account.setPassword(token), 'MessageOk', { body: { password, confirmPassword } }))
    .message;
}
