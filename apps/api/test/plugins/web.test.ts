import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build, testConfig } from '../helper.ts';

describe('the web app', () => {
  it('serves known routes with 200, unknown paths with the app and 404, and assets with long caching', async () => {
    const dir = testConfig().dataDir;
    const web = join(dir, 'web');
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>PainPoint</title><div id="root"></div>');
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

describe('the web app’s files', () => {
  it('are sent as the build compressed them, never compressed per request', async () => {
    const dir = testConfig().dataDir;
    const web = join(dir, 'web');
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>PainPoint</title><div id="root"></div>');
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

describe('the prerendered home page', () => {
  it('is sent for / with a CSP that allows exactly its inline blocks, by hash', async () => {
    const web = join(testConfig().dataDir, 'web');
    mkdirSync(web, { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>PainPoint</title><div id="root"></div>');
    const script = "document.documentElement.className = 'light';";
    const style = 'body{margin:0}';
    writeFileSync(
      join(web, 'home.html'),
      `<!doctype html><title>Home</title><script>${script}</script><style>${style}</style><div id="root"><h1>Hi</h1></div>`,
    );
    const app = await build({ WEB_DIST: web });
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const home = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(home.body).toContain('<h1>Hi</h1>');
    const csp = String(home.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${sha(script)};`);
    expect(csp).toContain(`style-src 'self' ${sha(style)};`);
    expect(csp).not.toContain('unsafe-inline');
    // Other pages allow no inline blocks at all.
    const about = await app.inject({ url: '/about-us', headers: { accept: 'text/html' } });
    expect(String(about.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(String(about.headers['content-security-policy'])).toContain("style-src 'self';");
  });
});
