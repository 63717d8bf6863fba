import type { ResendVerificationRequest, VerifyAccountRequest } from '@painpoint/contracts';
import { request } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';

/**
 * POST /user/verify-account/: proves a new account's address (the mailed link's token) or number
 * (the texted code); the account can log in from then on (decision 065).
 */
export async function verifyAccount(body: VerifyAccountRequest): Promise<string> {
  return (await request(apiPaths.account.verifyAccount, 'MessageOk', { body })).message;
}

/** POST /user/resend-verification/: the link or code again; the answer is the same whoever asks. */
export async function resendVerification(body: ResendVerificationRequest): Promise<string> {
  return (await request(apiPaths.account.resendVerification, 'MessageOk', { body })).message;
}
