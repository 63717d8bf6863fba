import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build, testConfig } from '../helper.ts';

const SHELL = '<!doctype html><head><title>PainPoint</title></head><div id="root"></div>';

describe('the web app', () => {
  it('serves known routes with 200, unknown paths with the app and 404, and assets with long caching', async () => {
    const dir = testConfig().dataDir;
    const web = join(dir, 'web');
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(join(web, 'index.html'), SHELL);
    writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
    const app = await build({ WEB_DIST: web });
    const html = { accept: 'text/html' };
    expect((await app.inject({ url: '/', headers: html })).statusCode).toBe(200);
    const about = await app.inject({ url: '/about-us', headers: html });
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<div id="root">');
    expect(about.headers['cache-control']).toBe('no-cache');
    const missing = await app.inject({ url: '/no-such-page', headers: html });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
    const asset = await app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // Pages, including the 404 page, and the files they load carry the documents' headers.
    for (const res of [about, missing, asset]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('the service worker', () => {
  it('is revalidated on every visit, so a new version is found at once', async () => {
    const web = join(testConfig().dataDir, 'web');
    mkdirSync(web, { recursive: true });
    writeFileSync(join(web, 'index.html'), SHELL);
    writeFileSync(join(web, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    writeFileSync(join(web, 'theme-init.js'), 'void 0;');
    const app = await build({ WEB_DIST: web });
    const worker = await app.inject('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    // Other files at the root keep their hour.
    expect((await app.inject('/theme-init.js')).headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('the web app’s files', () => {
  it('are sent as the build compressed them, never compressed per request', async () => {
    const dir = testConfig().dataDir;
    const web = join(dir, 'web');
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(join(web, 'index.html'), SHELL);
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    const br = brotliCompressSync(script);
    const gz = gzipSync(script);
    writeFileSync(join(web, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(web, 'assets', 'app-abc123.js.br'), br);
    writeFileSync(join(web, 'assets', 'app-abc123.js.gz'), gz);
    const app = await build({ WEB_DIST: web });
    const asBr = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asBr.headers['content-encoding']).toBe('br');
    expect(asBr.rawPayload.equals(br)).toBe(true);
    expect(asBr.headers['cache-control']).toContain('immutable');
    expect(asBr.headers['content-type']).toMatch(/javascript/);
    const asGzip = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asGzip.headers['content-encoding']).toBe('gzip');
    expect(asGzip.rawPayload.equals(gz)).toBe(true);
    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

describe('the pages the build drew', () => {
  it('are sent for their routes with a CSP that allows exactly their inline blocks, by hash', async () => {
    const web = join(testConfig().dataDir, 'web');
    mkdirSync(join(web, '.pages', 'en'), { recursive: true });
    writeFileSync(join(web, 'index.html'), SHELL);
    const script = "document.documentElement.className = 'light';";
    const style = 'body{margin:0}';
    const drawn = (body: string) =>
      `<!doctype html><head><title>Drawn</title><script>${script}</script><style>${style}</style></head><div id="root">${body}</div>`;
    writeFileSync(join(web, '.pages', 'en', 'index.html'), drawn('<h1>Hi</h1>'));
    writeFileSync(join(web, '.pages', 'en', 'about-us.html'), drawn('<h1>About</h1>'));
    const app = await build({ WEB_DIST: web });
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    for (const [url, heading] of [
      ['/', 'Hi'],
      ['/about-us', 'About'],
      ['/about-us/', 'About'],
    ] as const) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.body).toContain(`<h1>${heading}</h1>`);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' ${sha(script)};`);
      expect(csp).toContain(`style-src 'self' ${sha(style)};`);
      expect(csp).not.toContain('unsafe-inline');
    }
    // The drawn files are not sent as they are (their settings are not filled in).
    expect((await app.inject({ url: '/.pages/en/about-us.html' })).statusCode).toBe(404);
    // Pages the build did not draw get the app, which allows no inline blocks at all.
    const terms = await app.inject({ url: '/terms-condition', headers: { accept: 'text/html' } });
    expect(terms.body).toContain('<div id="root"></div>');
    expect(String(terms.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(String(terms.headers['content-security-policy'])).toContain("style-src 'self';");
  });

  it("carry the operator's settings, filled in and escaped, and embedded for the app", async () => {
    const web = join(testConfig().dataDir, 'web');
    mkdirSync(join(web, '.pages', 'en'), { recursive: true });
    writeFileSync(join(web, 'index.html'), SHELL);
    writeFileSync(
      join(web, '.pages', 'en', 'privacy-policy.html'),
      '<!doctype html><head><title>Privacy</title></head><div id="root"><p>Officer: %%site:grievance_officer.name%%, ' +
        '<a href="mailto:%%site:contact_email%%">write</a></p></div>',
    );
    const app = await build({
      WEB_DIST: web,
      GRIEVANCE_OFFICER_NAME: 'A. <Sharma> & "Co"',
      CONTACT_EMAIL: 'help@example.in',
    });
    const res = await app.inject({ url: '/privacy-policy', headers: { accept: 'text/html' } });
    expect(res.body).toContain('Officer: A. &lt;Sharma&gt; &amp; &quot;Co&quot;, <a href="mailto:help@example.in">');
    expect(res.body).not.toContain('%%site:');
    const data = /<script type="application\/json" id="site-config">([^<]*)<\/script><\/head>/.exec(res.body);
    expect(data).not.toBeNull();
    const embedded = JSON.parse(data![1]!) as { grievance_officer: { name: string }; contact_email: string };
    expect(embedded.grievance_officer.name).toBe('A. <Sharma> & "Co"');
    expect(embedded.contact_email).toBe('help@example.in');
    // A data block is not a script: the page's CSP gains nothing for it.
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
  });
});

describe('the pages in each language (decision 046)', () => {
  /** A build with home and About drawn in English and Hindi, and the app alone in each. */
  async function site() {
    const web = join(testConfig().dataDir, 'web');
    const page = (lang: string, body: string) =>
      `<!doctype html><html lang="${lang}"><head><title>${body}</title></head><div id="root">${body}</div>`;
    for (const [lang, home, about, app] of [
      ['en', 'Home', 'About', ''],
      ['hi', 'होम', 'हमारे बारे में', ''],
    ] as const) {
      mkdirSync(join(web, '.pages', lang), { recursive: true });
      writeFileSync(join(web, '.pages', lang, 'index.html'), page(lang, home));
      writeFileSync(join(web, '.pages', lang, 'about-us.html'), page(lang, about));
      writeFileSync(join(web, '.pages', lang, 'app.html'), page(lang, app));
    }
    writeFileSync(join(web, 'index.html'), SHELL);
    return build({ WEB_DIST: web, PUBLIC_URL: 'https://painpoint.example' });
  }
  const html = { accept: 'text/html' };

  it('are chosen by the address, then the visitor’s cookie, then the browser’s languages', async () => {
    const app = await site();
    const langOf = async (url: string, headers: Record<string, string> = {}) => {
      const res = await app.inject({ url, headers: { ...html, ...headers } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<html lang="${String(res.headers['content-language'])}">`);
      return res.headers['content-language'];
    };
    expect(await langOf('/')).toBe('en');
    expect(await langOf('/', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe('hi');
    expect(await langOf('/', { 'accept-language': 'fr-FR, de;q=0.8' })).toBe('en');
    expect(await langOf('/about-us', { cookie: 'lang=en', 'accept-language': 'hi' })).toBe('en');
    expect(await langOf('/about-us/', { cookie: 'theme=dark; lang=hi', 'accept-language': 'en' })).toBe('hi');
    expect(await langOf('/about-us?lang=en', { cookie: 'lang=hi', 'accept-language': 'hi' })).toBe('en');
    expect(await langOf('/?lang=hi', { cookie: 'lang=en' })).toBe('hi');
    // An unknown language in the address or the cookie counts for nothing.
    expect(await langOf('/?lang=xx', { cookie: 'lang=yy', 'accept-language': 'hi' })).toBe('hi');
  });

  it('say what they vary by, so a cache never sends one visitor’s language to another', async () => {
    const app = await site();
    const plain = await app.inject({ url: '/about-us', headers: html });
    expect(String(plain.headers.vary)).toMatch(/Cookie, Accept-Language/);
    expect(plain.headers['cache-control']).toBe('no-cache');
    // An address that names its language is that language for everyone.
    const named = await app.inject({ url: '/about-us?lang=hi', headers: { ...html, 'accept-language': 'en' } });
    expect(named.headers['content-language']).toBe('hi');
    expect(String(named.headers.vary ?? '')).not.toMatch(/Cookie|Accept-Language/);
  });

  it('link to themselves in every language with ?lang=, the plain address as x-default', async () => {
    const app = await site();
    const res = await app.inject({ url: '/about-us', headers: { ...html, 'accept-language': 'hi' } });
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="en" href="https://painpoint.example/about-us?lang=en">' +
        '<link rel="alternate" hreflang="hi" href="https://painpoint.example/about-us?lang=hi">' +
        '<link rel="alternate" hreflang="x-default" href="https://painpoint.example/about-us">',
    );
    const home = await app.inject({ url: '/', headers: html });
    expect(home.body).toContain('hreflang="hi" href="https://painpoint.example/?lang=hi"');
    // An address that is no page has no other language to point to.
    const missing = await app.inject({ url: '/no-such-page', headers: { ...html, cookie: 'lang=hi' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-language']).toBe('hi');
    expect(missing.body).toContain('<html lang="hi">');
    expect(missing.body).not.toContain('hreflang');
  });

  it('fall back to the default language’s page where a language has none', async () => {
    const app = await site();
    // Terms was not drawn in any language here: the app alone, as index.html has it.
    const terms = await app.inject({ url: '/terms-condition', headers: { ...html, cookie: 'lang=hi' } });
    expect(terms.statusCode).toBe(200);
    expect(terms.body).toContain('<div id="root"></div>');
    expect(terms.headers['content-language']).toBe('en');
  });
});
