import type { CreateAccountRequest } from '@painpoint/contracts';
import { request } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';

/** POST /user/create-account/: resolves to the new account's username (its e-mail or phone number). */
export async function createAccount(input: CreateAccountRequest): Promise<string> {
  const answer = await request(apiPaths.account.createAccount, 'CreateAccountResponse', { body: input });
  return 'email' in answer ? answer.email : answer.phone_number;
}
