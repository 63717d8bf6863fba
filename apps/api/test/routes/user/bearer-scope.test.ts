import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { requireBearer } from '../../../src/plugins/app/auth.ts';
import { en } from '../../../src/wording/en.ts';
import { account, bearer } from '../../accounts-helper.ts';
import { build, type App } from '../../helper.ts';

/** Every call that needs a logged-in account: the bearer scope of routes/user/index.ts. */
const SIGNED_IN = [
  'DELETE /user/assessments/',
  'DELETE /user/assessments/consent/',
  'DELETE /user/assessments/{id}/',
  'DELETE /user/profile/',
  'GET /user/assessments/',
  'GET /user/assessments/consent/',
  'GET /user/assessments/{id}/',
  'GET /user/export/',
  'GET /user/profile/',
  'POST /user/assessments/',
  'POST /user/delete-user-account/',
  'POST /user/logout-all/',
  'PUT /user/assessments/consent/',
  'PUT /user/language/',
  'PUT /user/profile/',
];

interface Operation {
  security?: unknown;
}
type Paths = Record<string, Record<string, Operation>>;

const operations = async (app: App) =>
  Object.entries(((await app.inject('/docs/json')).json() as { paths: Paths }).paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );

/**
 * Sends a call without a token, with a body that is not JSON at all: a call that checks the token
 * first answers "log in first" without reading the body; any other answers something else.
 */
async function askedToLogIn(app: App, method: string, path: string): Promise<boolean> {
  const url = path.replace(/\{[^}]+\}/g, randomUUID());
  const res = await app.inject({
    method: method as 'GET',
    url,
    ...(method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, payload: '{not json' }),
  });
  return res.statusCode === 401 && res.json().message === en.logInFirst;
}

describe('the bearer scope', () => {
  it('documents bearer security on exactly the calls that answer 401 without a token, before reading the body', async () => {
    const app = await build();
    const ops = await operations(app);
    const secured = ops.filter((o) => o.op.security !== undefined).map((o) => `${o.method} ${o.path}`);
    expect(secured.sort()).toEqual(SIGNED_IN);
    for (const { method, path, op } of ops) {
      expect({ call: `${method} ${path}`, security: op.security ?? null }).toEqual({
        call: `${method} ${path}`,
        security: (await askedToLogIn(app, method, path)) ? [{ bearer: [] }] : null,
      });
    }
  });

  it('authenticates and documents a route added to a bearer scope that says nothing of either', async () => {
    const app = await build({}, (app) => {
      void app.register(async (scope) => {
        requireBearer(scope);
        scope.get('/user/whoami/', { schema: { tags: ['accounts'], summary: 'Who is logged in' } }, (request) => ({
          id: request.account!.id,
        }));
      });
    });
    const added = (await operations(app)).find((o) => o.path === '/user/whoami/');
    expect(added?.op.security).toEqual([{ bearer: [] }]);
    expect(await askedToLogIn(app, 'GET', '/user/whoami/')).toBe(true);
    const { access } = await account(app);
    const res = await app.inject({ url: '/user/whoami/', headers: bearer(access) });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
