import type { FastifyPluginAsync } from 'fastify';
import account from './account.ts';
import assessments from './assessments.ts';
import contact from './contact.ts';
import password from './password.ts';

export interface UserRoutesOptions {
  publicUrl: string;
  secret: string;
  operatorEmail: string;
}

/** The spec's /user/ calls: accounts, passwords, profile and contact; and the saved assessments. */
const routes: FastifyPluginAsync<UserRoutesOptions> = async (app, opts) => {
  await app.register(account, { publicUrl: opts.publicUrl });
  await app.register(password, { publicUrl: opts.publicUrl, secret: opts.secret });
  await app.register(contact, { operatorEmail: opts.operatorEmail });
  await app.register(assessments);
};
export default routes;
