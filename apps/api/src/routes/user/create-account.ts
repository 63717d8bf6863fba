import { CreateAccountRequest, CreateAccountResponse, Email, ErrorBody, TEXT_COUNTRIES } from '@painpoint/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '../../accounts/messages-for.ts';
import { mailboxKey } from '../../accounts/mailbox.ts';
import { issueLink } from '../../accounts/one-time.ts';
import { phoneNumberOf, storedForms } from '../../accounts/phone-number.ts';
import { RULES } from '../../accounts/rules.ts';
import { queueVerification } from '../../accounts/verification.ts';
import { addSignUpAttempt } from '../../db/repositories/sign-up-attempts.ts';
import { createUser, findUserByEmail, findUserByPhone } from '../../db/repositories/users.ts';
import { addressKey } from '../../plugins/app/client-address.ts';
import { HttpError } from '../../plugins/app/errors.ts';
import { en } from '../../wording/en.ts';
import { requestLanguage, type Say } from '../../wording/index.ts';

export interface CreateAccountRoutesOptions {
  publicUrl: string;
  secret: string;
}

/** docs/product.md §8's sign-up failure for an address or number that already has an account. */
export const ACCOUNT_EXISTS: Say = (w) => w.accountExists;

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody, 503: ErrorBody };

/** Sign-up: the one account call made without being logged in. */
const routes: FastifyPluginAsyncZod<CreateAccountRoutesOptions> = async (app, opts) => {
  app.post(
    '/user/create-account/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create an account with an e-mail address or a phone number, and a password',
        description:
          'Passwords: at least 8 characters (up to 128), no composition rules; a password that is easy to guess (a zxcvbn score below 3: a common password, a word, a name, a keyboard pattern, or made from the address, the number or the site name) is refused with 400 and what to do instead; so is one found in lists of leaked passwords, also once digits and symbols around or inside it are taken away or its l33t spelling undone. When too many new passwords are waiting to be checked the answer is 503 with Retry-After, at once. Accounts are for adults (18 or over). ' +
          'A phone number must be a real number of the calling code chosen (checked with libphonenumber-js; a trunk "0" or the country code typed again is understood), else 400. ' +
          `Texts go only to mobile numbers of ${TEXT_COUNTRIES.join(', ')}: another country's number, or a landline, toll-free, premium-rate, VoIP or pager number, is refused with 400 (decision 109); once the day's budget of texts (SMS_DAILY_BUDGET) is spent, a sign-up by phone is answered 503. ` +
          'The new account cannot log in until its address or number is proven (decision 065): a link to /verify#token=… is mailed to the address, or a 6-digit code is texted to the number, for POST /user/verify-account/ (links and codes sent count against the 3 per hour per address or number of the reset requests; past it the account is made and nothing is sent). ' +
          "Signing up again with an address or number whose account is not verified is answered 201 like a first sign-up and sends a new link or code; each sign-up keeps its own password, and the account is verified with the password typed with the link or code, if one of its sign-ups chose it (decision 110), so a stranger's sign-up never sets the owner's password. " +
          `Only an address or number whose account is verified is answered 409 (spec wording "${en.accountExists}"), and the owner of such an address is sent a link to set a new password in case they forgot they had one.`,
        body: CreateAccountRequest,
        response: { 201: CreateAccountResponse, ...errors },
      },
    },
    async (request, reply) => {
      await app.throttle.consume(RULES.signUpPerAddress, addressKey(request.ip));
      const body = request.body;
      const email = body.email?.trim() ? Email.parse(body.email) : undefined;
      // The schema has checked the calling code and the digits; here, that they make a real number.
      const phone = email ? undefined : phoneNumberOf(body.dialCode ?? '', body.phone ?? '');
      if (!email && !phone) throw new HttpError(400, 'BAD_REQUEST', (w) => w.phoneNotReal);
      if (phone) {
        // Before anything is looked up: the answer must not depend on whether the number has an account.
        app.texts.refuseUnlessTextable(phone, (w) => w.textsNotToCountry);
        await app.texts.checkBudget();
      }
      const login = email ?? phone;
      if (!login) throw new HttpError(400, 'BAD_REQUEST', (w) => w.giveLogin);
      const problem = await app.passwords.problem(body.password, login);
      if (problem) throw new HttpError(400, 'BAD_REQUEST', problem);

      const identity = { kind: email ? 'email' : 'phone', value: login } as const;
      // A number may be kept in an older form by an account made before numbers were checked.
      const existing = phone
        ? await findUserByPhone(app.database, storedForms(phone))
        : await findUserByEmail(app.database, login);
      if (existing?.verified) {
        if (email) await offerSetPassword(existing.id, email);
        throw new HttpError(409, 'CONFLICT', ACCOUNT_EXISTS);
      }
      const passwordHash = await app.passwords.hash(body.password);
      // Keyed on the inbox, not the address typed: "x+1@", dots and googlemail.com reach one inbox.
      const send =
        !(await app.throttle.count(RULES.resetPerTarget, email ? mailboxKey(email) : login)) &&
        (email !== undefined || (await app.texts.take()));
      const sender = { publicUrl: opts.publicUrl, secret: opts.secret, outbox: app.outbox };
      await app.database.transaction(async (tx) => {
        // An account nobody proved is no one's yet: each sign-up with its address keeps its own
        // password, and the one typed with the link or code wins (decision 110).
        const userId = existing ? existing.id : await createUser(tx, identity, passwordHash);
        // Proven, or made, by someone else a moment ago.
        if (!userId || !(await addSignUpAttempt(tx, userId, passwordHash)))
          throw new HttpError(409, 'CONFLICT', ACCOUNT_EXISTS);
        const to = email ? { userId, email } : { userId, phone: login };
        if (send) await queueVerification(tx, sender, to, requestLanguage(request), true);
      });
      app.outbox.kick();
      request.log.info(
        { event: 'account_created', kind: identity.kind, again_unverified: existing !== undefined, sent: send },
        'account created',
      );
      return reply.code(201).send(email ? { email } : { phone_number: login });
    },
  );

  /** Someone signed up with an address that has an account: its owner may have forgotten it. */
  async function offerSetPassword(userId: string, email: string) {
    if (await app.throttle.count(RULES.resetPerTarget, mailboxKey(email))) return;
    await app.database.transaction(async (tx) => {
      const { token } = await issueLink(tx, userId, 'set');
      const { accountExistsMail } = await messagesFor(tx, userId);
      await app.outbox.enqueue(tx, accountExistsMail(opts.publicUrl, { userId, email }, token));
    });
    app.outbox.kick();
  }
};
export default routes;
