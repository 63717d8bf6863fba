import { MessageOk, type ContactMessage } from '@painpoint/contracts';
import { request } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';

/** POST /user/user-msg/: from visitors too; with the bearer token when logged in. */
export const sendMessage = (message: ContactMessage) =>
  request(apiPaths.account.message, MessageOk, { body: message, auth: 'optional' });
