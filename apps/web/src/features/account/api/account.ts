import type { Account, AccountExport, ProfileFields, ProfileInput } from '@painpoint/contracts';
import { PROFILE_NOTICE_VERSION } from '@painpoint/contracts/account-constants';
import { request } from '../../../lib/api-client.ts';
import { forgetAccount } from '../../../lib/get-account.ts';
import { apiPaths } from '../../../lib/paths.ts';

/** PUT /user/profile/: the fields, with consent to the notice version shown next to the form. */
export async function saveProfile(fields: ProfileFields): Promise<Account> {
  const body: ProfileInput = { ...fields, consent: { agreed: true, notice_version: PROFILE_NOTICE_VERSION } };
  forgetAccount();
  return request(apiPaths.account.profile, 'Account', { method: 'PUT', body, auth: 'required' });
}

/**
 * DELETE /user/profile/: consent withdrawn, the fields deleted. With the password once the login is
 * more than a few minutes old (403 without it, decision 063).
 */
export async function withdrawProfile(password?: string): Promise<void> {
  forgetAccount();
  const body = password ? { password } : undefined;
  await request(apiPaths.account.profile, 'MessageOk', { method: 'DELETE', body, auth: 'required' });
}

/** GET /user/export/: everything stored about the account. */
export const loadExport = (): Promise<AccountExport> =>
  request(apiPaths.account.exportData, 'AccountExport', { auth: 'required' });

/** The export as JSON text, for a download. */
export async function exportData(): Promise<string> {
  return JSON.stringify(await loadExport(), null, 2);
}

/** POST /user/logout-all/: every session of the account ends, this one included. */
export const logoutEverywhere = () =>
  request(apiPaths.account.logoutEverywhere, 'NoContent', { body: {}, auth: 'required' });

/**
 * POST /user/delete-user-account/ with the bearer token and an empty JSON body (docs/product.md §6, §7), or
 * the password once the login is more than a few minutes old (decision 063).
 */
export const deleteAccount = (password?: string) =>
  request(apiPaths.account.deleteAccount, 'MessageOk', { body: password ? { password } : {}, auth: 'required' });
