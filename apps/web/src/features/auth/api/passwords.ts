import { ACCOUNT_API } from '@painpoint/contracts/account-constants';
import type { LinkCheck, ResetGrant } from '@painpoint/contracts';
import { request } from '../../../lib/api-request.ts';

const messageOf = (answer: unknown) =>
  typeof (answer as { message?: unknown } | undefined)?.message === 'string'
    ? (answer as { message: string }).message
    : undefined;

/** POST /user/forgot-password/: the server's neutral message (the same whether or not the account exists). */
export async function requestResetEmail(email: string): Promise<string | undefined> {
  return messageOf(await request(ACCOUNT_API.forgotPassword, { body: { email } }));
}

/** POST /user/forgot-password-phone/: a 6-digit code goes by SMS; the answer is neutral too. */
export async function requestResetCode(phone: string, dialCode: string): Promise<string | undefined> {
  return messageOf(await request(ACCOUNT_API.forgotPasswordPhone, { body: { phone, dialCode } }));
}

/** POST /user/verify-reset-code/: a right code is exchanged for a single-use set-password token. */
export async function verifyResetCode(phone: string, dialCode: string, code: string): Promise<ResetGrant> {
  const answer = (await request(ACCOUNT_API.verifyResetCode, { body: { phone, dialCode, code } })) as ResetGrant;
  if (typeof answer.token !== 'string') throw new Error('verify-reset-code answered without a token');
  return answer;
}

/** GET /user/set-password/{token}/: whether the link still works, and what it is for. */
export async function checkLink(token: string, signal?: AbortSignal): Promise<LinkCheck> {
  return (await request(ACCOUNT_API.setPassword(token), { signal })) as LinkCheck;
}

/** POST /user/set-password/{token}/: the token works once, and every session of the account ends. */
export async function setPassword(token: string, password: string, confirmPassword: string) {
  return messageOf(await request(ACCOUNT_API.setPassword(token), { body: { password, confirmPassword } }));
}
