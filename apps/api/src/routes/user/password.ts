import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MINUTES,
  ErrorBody,
  ForgotPasswordRequest,
  LINK_TTL_MINUTES,
  LinkCheck,
  LinkToken,
  MessageOk,
  NewPassword,
  PhoneRequest,
  ResetGrant,
  VerifyResetCodeRequest,
} from '@painpoint/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messagesFor } from '../../accounts/messages-for.ts';
import { atLeast, findLiveLink, issueCode, issueLink, NEUTRAL_MS, redeemCode } from '../../accounts/one-time.ts';
import { mailboxKey } from '../../accounts/mailbox.ts';
import { changePassword } from '../../accounts/passwords.ts';
import { RULES } from '../../accounts/rules.ts';
import { correctPhone, findUserByPhone, findUserId } from '../../db/repositories/users.ts';
import { phoneNumberOf, storedForms } from '../../accounts/phone-number.ts';
import { addressKey } from '../../plugins/app/client-address.ts';
import { HttpError } from '../../plugins/app/errors.ts';
import { told, type Say } from '../../wording/index.ts';

export interface PasswordRoutesOptions {
  publicUrl: string;
  secret: string;
}

const errors = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody, 503: ErrorBody };

const LINK_GONE: Say = (w) => w.linkGone;
const WRONG_CODE: Say = (w) => w.wrongCode;

const routes: FastifyPluginAsyncZod<PasswordRoutesOptions> = async (app, opts) => {
  app.post(
    '/user/forgot-password/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Ask for a password-reset link by e-mail',
        description: `Always answers the same, whether or not an account uses the address. The link (${LINK_TTL_MINUTES} minutes, single use) goes to /reset-password#token=….`,
        body: ForgotPasswordRequest,
        response: { 202: MessageOk, ...errors },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await app.throttle.consume(RULES.resetPerAddress, addressKey(request.ip));
      await atLeast(NEUTRAL_MS, async () => {
        if (await app.throttle.count(RULES.resetPerTarget, mailboxKey(email))) return;
        const userId = await findUserId(app.database, { kind: 'email', value: email });
        if (!userId) return;
        await app.database.transaction(async (tx) => {
          const { token } = await issueLink(tx, userId, 'reset');
          const { resetLinkMail } = await messagesFor(tx, userId);
          await app.outbox.enqueue(tx, resetLinkMail(opts.publicUrl, { userId, email }, token));
        });
        app.outbox.kick();
      });
      return reply.code(202).send(told(request, reply, (w) => w.resetLinkSent(LINK_TTL_MINUTES)));
    },
  );

  app.post(
    '/user/forgot-password-phone/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Ask for a 6-digit password-reset code by SMS',
        description: `Always answers the same, whether or not an account uses the number. The code works once, for ${CODE_TTL_MINUTES} minutes, and ${CODE_MAX_ATTEMPTS} wrong tries end it. Texts go only to mobile numbers of the countries the site serves (else 400, decision 109), and not once the day's budget of texts is spent (503).`,
        body: PhoneRequest,
        response: { 202: MessageOk, ...errors },
      },
    },
    async (request, reply) => {
      const phone = phoneNumberOf(request.body.dialCode, request.body.phone);
      if (!phone) throw new HttpError(400, 'BAD_REQUEST', (w) => w.phoneNotReal);
      app.texts.refuseUnlessTextable(phone, (w) => w.resetNotToCountry);
      await app.throttle.consume(RULES.resetPerAddress, addressKey(request.ip));
      // Refused for every number alike once spent, before the lookup: it says nothing of accounts.
      await app.texts.checkBudget();
      await atLeast(NEUTRAL_MS, async () => {
        if (await app.throttle.count(RULES.resetPerTarget, phone)) return;
        // The text goes to the number typed, a real one, even when the account keeps an older form.
        const userId = (await findUserByPhone(app.database, storedForms(phone)))?.id;
        if (!userId || !(await app.texts.take())) return;
        await app.database.transaction(async (tx) => {
          const code = await issueCode(tx, opts.secret, userId);
          const { resetCodeText } = await messagesFor(tx, userId);
          await app.outbox.enqueue(tx, resetCodeText({ userId, phone }, code));
        });
        app.outbox.kick();
      });
      return reply.code(202).send(told(request, reply, (w) => w.resetCodeSent(CODE_TTL_MINUTES)));
    },
  );

  app.post(
    '/user/verify-reset-code/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Trade the SMS code for a single-use token to set a new password',
        description: `A right code answers a token for POST /user/set-password/{token}/ (${CODE_TTL_MINUTES} minutes). Wrong codes are counted per number, whether or not it has an account.`,
        body: VerifyResetCodeRequest,
        response: { 200: ResetGrant, ...errors },
      },
    },
    async (request) => {
      const phone = phoneNumberOf(request.body.dialCode, request.body.phone);
      if (!phone) throw new HttpError(400, 'BAD_REQUEST', WRONG_CODE);
      await app.throttle.consume(RULES.codePerAddress, addressKey(request.ip));
      await app.throttle.check(RULES.codeFailuresPerPhone, phone);
      const stored = (await findUserByPhone(app.database, storedForms(phone)))?.phone ?? phone;
      const grant = await app.database.transaction(async (tx) => {
        const issued = await redeemCode(tx, opts.secret, stored, request.body.code);
        // The code reached the number typed: an account kept under an older form now keeps it.
        if (issued && stored !== phone) await correctPhone(tx, issued.userId, stored, phone);
        return issued;
      });
      if (!grant) {
        await app.throttle.count(RULES.codeFailuresPerPhone, phone);
        throw new HttpError(400, 'BAD_REQUEST', WRONG_CODE);
      }
      await app.throttle.clear(RULES.codeFailuresPerPhone, phone);
      return { token: grant.token, expires_at: grant.expiresAt.toISOString() };
    },
  );

  const TokenParams = z.object({ id: LinkToken });

  /** The link behind `{id}` while it works (throttled per address, as guessing would be), else 404. */
  async function liveLink(ip: string, token: string) {
    await app.throttle.consume(RULES.linkPerAddress, ip);
    const link = await findLiveLink(app.database, token);
    if (!link) throw new HttpError(404, 'NOT_FOUND', LINK_GONE);
    return link;
  }

  app.get(
    '/user/set-password/:id/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Check a set-password or reset link before showing its form',
        description: '`{id}` is the opaque single-use token from the link (never a user id).',
        params: TokenParams,
        response: { 200: LinkCheck, ...errors },
      },
    },
    async (request) => {
      const link = await liveLink(addressKey(request.ip), request.params.id);
      return { valid: true as const, purpose: link.purpose, expires_at: link.expiresAt.toISOString() };
    },
  );

  app.post(
    '/user/set-password/:id/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a single-use token (link or SMS code)',
        description:
          'The token stops working, every session of the account ends, and the account is told by e-mail that its password changed. A password that is easy to guess is refused with 400, as at sign-up, and the token keeps working; so does a 503 with Retry-After when too many new passwords are waiting to be checked.',
        params: TokenParams,
        body: NewPassword,
        response: { 200: MessageOk, ...errors, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const link = await liveLink(addressKey(request.ip), request.params.id);
      const problem = await app.passwords.problem(request.body.password, link.email ?? link.phone ?? undefined);
      if (problem) throw new HttpError(400, 'BAD_REQUEST', problem);
      const passwordHash = await app.passwords.hash(request.body.password);
      const done = await app.database.transaction(async (tx) => {
        // Locked and checked again: two submissions of one link cannot both succeed.
        const live = await findLiveLink(tx, request.params.id, true);
        if (!live) return false;
        await changePassword(tx, live.userId, passwordHash);
        if (live.email) {
          const { passwordChangedMail } = await messagesFor(tx, live.userId);
          await app.outbox.enqueue(tx, passwordChangedMail(opts.publicUrl, { userId: live.userId, email: live.email }));
        }
        return true;
      });
      if (!done) throw new HttpError(404, 'NOT_FOUND', LINK_GONE);
      app.outbox.kick();
      request.log.info({ event: 'password_set', user: link.userId }, 'password changed with a link');
      return told(request, reply, (w) => w.passwordSet);
    },
  );
};
export default routes;
