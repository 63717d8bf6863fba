import type { FastifyPluginAsync } from 'fastify';
import { requireBearer } from '../../plugins/app/auth.ts';
import account from './account.ts';
import assessments from './assessments.ts';
import contact from './contact.ts';
import createAccount from './create-account.ts';
import password from './password.ts';
import verifyAccount from './verify-account.ts';

export interface UserRoutesOptions {
  publicUrl: string;
  secret: string;
  operatorEmail: string;
  erasureJournal: string;
}

/** The spec's /user/ calls: accounts, passwords, profile and contact; and the saved assessments. */
const routes: FastifyPluginAsync<UserRoutesOptions> = async (app, opts) => {
  await app.register(createAccount, { publicUrl: opts.publicUrl, secret: opts.secret });
  await app.register(verifyAccount, { publicUrl: opts.publicUrl, secret: opts.secret });
  await app.register(password, { publicUrl: opts.publicUrl, secret: opts.secret });
  // A visitor or a logged-in person: the token is optional there (authenticateOptional).
  await app.register(contact, { operatorEmail: opts.operatorEmail });
  // Everything a logged-in person does with their account and history: one scope, one bearer check.
  await app.register(async (signedIn) => {
    requireBearer(signedIn);
    await signedIn.register(account, { publicUrl: opts.publicUrl, erasureJournal: opts.erasureJournal });
    await signedIn.register(assessments);
  });
};
export default routes;
