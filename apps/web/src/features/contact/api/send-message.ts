import { ACCOUNT_API } from '@painpoint/contracts/account-constants';
import type { ContactMessage } from '@painpoint/contracts';
import { request } from '../../../lib/api-request.ts';

/** POST /user/user-msg/: from visitors too; with the bearer token when logged in. */
export const sendMessage = (message: ContactMessage) =>
  request(ACCOUNT_API.message, { body: message, auth: 'optional' });
