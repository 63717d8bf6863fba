import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MINUTES,
  ErrorBody,
  LINK_TTL_MINUTES,
  MessageOk,
  ResendVerificationRequest,
  VerifyAccountRequest,
} from '@painpoint/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailboxKey } from '../../accounts/mailbox.ts';
import { atLeast, NEUTRAL_MS, redeemVerifyCode, redeemVerifyLink } from '../../accounts/one-time.ts';
import { RULES } from '../../accounts/rules.ts';
import { queueVerification } from '../../accounts/verification.ts';
import { findUserByEmail, findUserByPhone } from '../../db/repositories/users.ts';
import { addressKey } from '../../plugins/app/client-address.ts';
import { HttpError } from '../../plugins/app/errors.ts';
import { requestLanguage, type Say, told } from '../../wording/index.ts';

export interface VerifyAccountRoutesOptions {
  publicUrl: string;
  secret: string;
}

const errors = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody, 503: ErrorBody };

const VERIFY_LINK_GONE: Say = (w) => w.verifyLinkGone;
const WRONG_CODE: Say = (w) => w.wrongCode;
const SIGN_UP_PASSWORD_WRONG: Say = (w) => w.signUpPasswordWrong;

/** Proving a new account's address or number (decision 065), and asking for the proof again. */
const routes: FastifyPluginAsyncZod<VerifyAccountRoutesOptions> = async (app, opts) => {
  app.post(
    '/user/verify-account/',
    {
      schema: {
        tags: ['accounts'],
        summary: "Prove a new account's address (the mailed link's token) or number (the texted code)",
        description:
          `\`{ token }\`: the token of the link mailed at sign-up (/verify#token=…; ${LINK_TTL_MINUTES} minutes, single use); a dead one is answered 404, and the checks are throttled per client address as set-password links are (30 in 15 minutes). ` +
          `\`{ phone_number, code }\`: the number as the sign-up answered it (E.164) and the 6-digit code texted to it (${CODE_TTL_MINUTES} minutes, single use); a wrong code is answered 400, ${CODE_MAX_ATTEMPTS} wrong tries end it, and wrong codes are counted per number (${CODE_MAX_ATTEMPTS} in 10 minutes, with the reset codes'). ` +
          '`password`: the password chosen at sign-up. Each sign-up with an address or number not yet verified keeps its own password; the account is verified with the one typed here, if one of its sign-ups chose it, and the others end (decision 110), else 400 and the link stays usable (a code counts it as a wrong try). ' +
          'Once proven, the account can log in with that password. Until then a login is answered exactly as a wrong password.',
        body: VerifyAccountRequest,
        response: { 200: MessageOk, ...errors },
      },
    },
    async (request, reply) => {
      const { token, phone_number: phone, code, password } = request.body;
      const ip = addressKey(request.ip);
      const check = (hash: string, typed: string) => app.passwords.verify(hash, typed);
      if (token !== undefined) {
        await app.throttle.consume(RULES.linkPerAddress, ip);
        const done = await app.database.transaction((tx) => redeemVerifyLink(tx, token, password, check));
        if (done === 'gone') throw new HttpError(404, 'NOT_FOUND', VERIFY_LINK_GONE);
        if (typeof done === 'string') throw new HttpError(400, 'BAD_REQUEST', SIGN_UP_PASSWORD_WRONG);
        request.log.info({ event: 'account_verified', user: done.userId, by: 'link' }, 'account verified');
      } else if (phone !== undefined && code !== undefined) {
        await app.throttle.consume(RULES.codePerAddress, ip);
        await app.throttle.check(RULES.codeFailuresPerPhone, phone);
        const done = await app.database.transaction((tx) =>
          redeemVerifyCode(tx, opts.secret, phone, code, password, check),
        );
        if (typeof done === 'string') {
          await app.throttle.count(RULES.codeFailuresPerPhone, phone);
          throw new HttpError(400, 'BAD_REQUEST', done === 'wrong-password' ? SIGN_UP_PASSWORD_WRONG : WRONG_CODE);
        }
        await app.throttle.clear(RULES.codeFailuresPerPhone, phone);
        request.log.info({ event: 'account_verified', user: done.userId, by: 'code' }, 'account verified');
      } else throw new HttpError(400, 'BAD_REQUEST', WRONG_CODE); // the schema refuses this already
      return told(request, reply, (w) => w.accountConfirmed);
    },
  );

  app.post(
    '/user/resend-verification/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send the link or code that proves a new account again',
        description:
          '`{ email }` or `{ phone_number }` (E.164), as the sign-up answered it. Always answers the same, whether or not an account waits for that address or number to be proven. ' +
          'A new link or code replaces the earlier one. Throttled as the reset requests: 10 per hour per client address, and 3 links or codes per hour per address or number (past it the answer is unchanged and nothing is sent).',
        body: ResendVerificationRequest,
        response: { 202: MessageOk, ...errors },
      },
    },
    async (request, reply) => {
      const { email, phone_number: phone } = request.body;
      if (phone !== undefined) app.texts.refuseUnlessTextable(phone, (w) => w.textsNotToCountry);
      await app.throttle.consume(RULES.resetPerAddress, addressKey(request.ip));
      if (phone !== undefined) await app.texts.checkBudget();
      await atLeast(NEUTRAL_MS, async () => {
        const login = email ?? phone;
        if (!login || (await app.throttle.count(RULES.resetPerTarget, email ? mailboxKey(email) : login))) return;
        const account = email
          ? await findUserByEmail(app.database, email)
          : await findUserByPhone(app.database, [login]);
        if (!account || account.verified) return;
        if (!email && !(await app.texts.take())) return;
        const to = email ? { userId: account.id, email } : { userId: account.id, phone: login };
        const sender = { publicUrl: opts.publicUrl, secret: opts.secret, outbox: app.outbox };
        await app.database.transaction((tx) => queueVerification(tx, sender, to, requestLanguage(request)));
        app.outbox.kick();
      });
      return reply.code(202).send(told(request, reply, (w) => w.confirmationResent));
    },
  );
};
export default routes;
