import { describe, expect, it } from 'vitest';
import { account, bearer, ORIGIN, type App } from '../accounts-helper.ts';
import { build } from '../helper.ts';

/**
 * Personal answers never stay in the browser's disk cache (decision 107): every answer under
 * /user/ and /api/ says `no-store`, errors included, except the public answers that are meant to
 * be cached; and the logout answer asks the browser to drop what it cached of the site.
 */

/** The public answers under /api/ that deliberately cache: the operator's settings, the same for everyone. */
const SHARED = ['/api/site-config/'];

/** Every route of the app as `METHOD path`, read from the router itself, so a new route is covered by its being there. */
function routesOf(app: App): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /(\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!m) continue;
    for (const method of m[2]!.split(', ')) if (method !== 'HEAD') routes.push({ method, url: m[1]! });
  }
  return routes;
}

const personal = (url: string) => /^\/(user|api)\//.test(url) && !SHARED.includes(url);

/** A concrete address for a route's template (its parameters filled in with a made-up value). */
const concrete = (url: string) => url.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000');

describe('personal answers are never kept by the browser (decision 107)', () => {
  it('the profile and the saved checks, answered, say no-store', async () => {
    const app = await build({ PUBLIC_URL: ORIGIN });
    const { access } = await account(app);
    for (const url of ['/user/profile/', '/user/assessments/', '/user/assessments/consent/', '/user/export/']) {
      const res = await app.inject({ url, headers: bearer(access) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('every route under /user/ and /api/ says no-store, whatever it answers; the public ones still cache', async () => {
    const app = await build({ PUBLIC_URL: ORIGIN });
    const { access, refresh } = await account(app);
    const routes = routesOf(app).filter((r) => personal(r.url));
    // The accounts' calls are all there (a parse that found none would prove nothing).
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const unanswered: string[] = [];
    for (const { method, url } of routes) {
      for (const headers of [{}, { ...bearer(access), origin: ORIGIN, cookie: `pp_refresh=${refresh}` }]) {
        const res = await app.inject({
          method: method as 'GET',
          url: concrete(url),
          headers,
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        if (res.headers['cache-control'] !== 'no-store')
          unanswered.push(`${method} ${url} → ${res.statusCode} ${String(res.headers['cache-control'])}`);
      }
    }
    expect(unanswered).toEqual([]);
    // Addresses with no route, and a request the router cannot read, are answered the same way.
    for (const url of ['/user/no-such-thing/', '/api/no-such-thing/', '/user/%zz/']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    for (const url of SHARED) expect((await app.inject({ url })).headers['cache-control']).toMatch(/^public/);
    // The knowledge base is the same for everyone and stays cacheable.
    expect((await app.inject({ url: '/diagnosis/locations/' })).headers['cache-control']).toMatch(/^public/);
  });

  it('the logout answer asks the browser to drop its cache of the site', async () => {
    const app = await build({ PUBLIC_URL: ORIGIN });
    const { refresh } = await account(app);
    const out = await app.inject({
      method: 'POST',
      url: '/api/token/revoke/',
      headers: { origin: ORIGIN, cookie: `pp_refresh=${refresh}` },
      payload: {},
    });
    expect(out.statusCode).toBe(204);
    expect(out.headers['clear-site-data']).toBe('"cache"');
    // Another site cannot make the browser clear it: a cross-site logout is refused before that.
    const cross = await app.inject({
      method: 'POST',
      url: '/api/token/revoke/',
      headers: { origin: 'https://evil.example', cookie: `pp_refresh=${refresh}` },
      payload: {},
    });
    expect(cross.statusCode).toBe(403);
    expect(cross.headers['clear-site-data']).toBeUndefined();
  });
});
