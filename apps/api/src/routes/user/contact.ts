import { ContactMessage, ContactMessageHeaders, ErrorBody, MESSAGE_KEY_HEADER, MessageOk } from '@painpoint/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RULES } from '../../accounts/rules.ts';
import { hasContactMessage, insertContactMessage } from '../../db/repositories/contact-messages.ts';
import { addressKey } from '../../plugins/app/client-address.ts';
import { told } from '../../wording/index.ts';

export interface ContactRoutesOptions {
  /** Where the team reads contact messages. */
  operatorEmail: string;
}

const routes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, opts) => {
  app.post(
    '/user/user-msg/',
    {
      preHandler: app.authenticateOptional,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the PainPoint team',
        description:
          'Works for visitors and for logged-in users (bearer optional). The message is stored before the answer, and the team is told by e-mail through the outbox. At most 5 messages an hour from one address. With an `Idempotency-Key` header (a UUID the sender makes for the message), a message sent again with the same key (its first answer was lost) is answered as sent and stored and mailed only once.',
        headers: ContactMessageHeaders,
        body: ContactMessage,
        response: { 201: MessageOk, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const clientKey = request.headers[MESSAGE_KEY_HEADER]?.toLowerCase();
      // A repeat of a stored message (sent again from the device after its answer was lost): not
      // counted against the limit, which could otherwise refuse a message that did arrive.
      if (clientKey && (await hasContactMessage(app.database, clientKey)))
        return reply.code(201).send(told(request, reply, (w) => w.messageSent));
      await app.throttle.consume(RULES.contactPerAddress, addressKey(request.ip));
      const { name, email, msg } = request.body;
      const userId = request.account?.id ?? null;
      const stored = await app.database.transaction(async (tx) => {
        const id = await insertContactMessage(tx, { userId, name, email, msg, clientKey });
        // The same key sent twice at once: the other request stored it.
        if (id === undefined) return false;
        await app.outbox.enqueue(tx, {
          channel: 'email',
          recipient: opts.operatorEmail,
          userId: userId ?? undefined,
          contactMessageId: id,
          subject: `PainPoint contact message #${id} from ${name.slice(0, 60)}`,
          body: [
            `From: ${name} <${email}>${userId ? ' (logged in)' : ''}`,
            `Message #${id}, received ${new Date().toISOString()}`,
            '',
            msg,
          ].join('\n'),
        });
        return true;
      });
      if (stored) app.outbox.kick();
      return reply.code(201).send(told(request, reply, (w) => w.messageSent));
    },
  );
};
export default routes;
