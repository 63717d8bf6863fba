import { MessageOk, type ContactMessage } from '@painpoint/contracts';
import { ACCOUNT_API } from '@painpoint/contracts/account-constants';
import { request } from '../../../lib/api-client.ts';

/** POST /user/user-msg/: from visitors too; with the bearer token when logged in. */
export const sendMessage = (message: ContactMessage) =>
  request(ACCOUNT_API.message, MessageOk, { body: message, auth: 'optional' });
