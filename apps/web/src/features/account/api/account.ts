import { ACCOUNT_API, PROFILE_NOTICE_VERSION } from '@painpoint/contracts/account-constants';
import type { Account, ProfileFields, ProfileInput } from '@painpoint/contracts';
import { request } from '../../../lib/api-request.ts';

const isAccount = (v: unknown): v is Account =>
  typeof v === 'object' && v !== null && 'created_at' in v && 'profile' in v;

function account(v: unknown): Account {
  if (!isAccount(v)) throw new Error('the profile answer is not an account');
  return v;
}

/** GET /user/profile/. */
export const getAccount = async (_key: string, signal: AbortSignal) =>
  account(await request(ACCOUNT_API.profile, { auth: 'required', signal }));

/** PUT /user/profile/: the fields, with consent to the notice version shown next to the form. */
export async function saveProfile(fields: ProfileFields): Promise<Account> {
  const body: ProfileInput = { ...fields, consent: { agreed: true, notice_version: PROFILE_NOTICE_VERSION } };
  return account(await request(ACCOUNT_API.profile, { method: 'PUT', body, auth: 'required' }));
}

/** DELETE /user/profile/: consent withdrawn, the fields deleted. */
export const withdrawProfile = () => request(ACCOUNT_API.profile, { method: 'DELETE', auth: 'required' });

/** GET /user/export/: everything stored about the account, as JSON text for a download. */
export async function exportData(): Promise<string> {
  return JSON.stringify(await request(ACCOUNT_API.exportData, { auth: 'required' }), null, 2);
}

/** POST /user/logout-all/: every session of the account ends, this one included. */
export const logoutEverywhere = () => request(ACCOUNT_API.logoutEverywhere, { body: {}, auth: 'required' });

/** POST /user/delete-user-account/ with an empty JSON body and the bearer token (spec §6, §7). */
export const deleteAccount = () => request(ACCOUNT_API.deleteAccount, { body: {}, auth: 'required' });
