import type { ContactMessage } from '@painpoint/contracts';
import { request } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';

/**
 * POST /user/user-msg/: from visitors too; with the bearer token when logged in (unless `asVisitor`).
 * `id` (a UUID) is the message's Idempotency-Key: sent again, the message is stored once.
 */
export const sendMessage = (message: ContactMessage, id: string, asVisitor = false) =>
  request(apiPaths.account.message, 'MessageOk', {
    body: message,
    auth: asVisitor ? 'none' : 'optional',
    idempotencyKey: id,
  });
