import { ACCOUNT_API } from '@painpoint/contracts/account-constants';
import type { CreateAccountRequest } from '@painpoint/contracts';
import { request } from '../../../lib/api-request.ts';

/** POST /user/create-account/: resolves to the new account's username (its e-mail or phone number). */
export async function createAccount(input: CreateAccountRequest): Promise<string | undefined> {
  const answer = (await request(ACCOUNT_API.createAccount, { body: input })) as
    { email?: unknown; phone_number?: unknown } | undefined;
  const username = answer?.email ?? answer?.phone_number;
  return typeof username === 'string' ? username : undefined;
}
