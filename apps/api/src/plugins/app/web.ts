import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { WEB_ROUTE_PATTERNS, WEB_ROUTES } from '@painpoint/contracts';
import { fillSiteConfig, PAGES_DIR, pageFile, type SiteSettings } from '@painpoint/contracts/site-markers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';
import { contentSecurityPolicy, DOCUMENT_SECURITY_HEADERS, inlineBlocks } from './security-headers.ts';

export interface WebPluginOptions {
  /** The built web app (vite build output). */
  webDist: string;
  /** The operator's settings, filled into every page (the legal pages show them). */
  site: SiteSettings;
}

/** The web app's service worker (apps/web/src/lib/offline/protocol.ts). */
const SERVICE_WORKER_FILE = '/sw.js';

interface Page {
  html: string;
  headers: Readonly<Record<string, string>>;
}

/** A page as sent: the operator's settings filled in, and a CSP that allows its inline blocks. */
function page(html: string, site: SiteSettings): Page {
  const filled = fillSiteConfig(html, site);
  const inline = inlineBlocks(filled);
  const headers =
    inline.scripts.length + inline.styles.length === 0
      ? DOCUMENT_SECURITY_HEADERS
      : { ...DOCUMENT_SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(inline) };
  return { html: filled, headers };
}

/** Paths the API owns: an unknown one answers a JSON 404, never the web app. */
const API_PREFIXES = ['/api/', '/user/', '/diagnosis/', '/docs'];

/**
 * Serves the built web app so that one process is the whole site. Hashed assets are cached for a
 * year; the page itself is revalidated each time. The app's routes are real routes answering 200
 * (so page views never count against the 404 rate limit); unknown paths answer 404 with the same
 * app, which shows its "page not found" screen.
 */
export default fp<WebPluginOptions>(
  async (app, opts) => {
    const indexFile = join(opts.webDist, 'index.html');
    const hasWeb = existsSync(indexFile);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.webDist,
        wildcard: false,
        index: false,
        // The build writes each file also as .br and .gz (apps/web/vite.config.ts): those are sent as
        // they are, so no request pays for compressing a script (a 214 kB chunk cost ~9 ms a time).
        preCompressed: true,
        setHeaders(reply, path) {
          // An SVG or a script opened on its own is a document too.
          reply.headers(DOCUMENT_SECURITY_HEADERS);
          // The service worker is checked for a new version on every visit (docs/decisions/041).
          reply.header(
            'cache-control',
            path.includes('/assets/')
              ? 'public, max-age=31536000, immutable'
              : path.endsWith(SERVICE_WORKER_FILE)
                ? 'no-cache'
                : 'public, max-age=3600',
          );
        },
      });
    } else {
      app.log.warn({ webDist: opts.webDist }, 'the web app is not built; run `npm run build` to serve it');
    }
    // Every page is ready before the first request: the empty app, and each route's page from the
    // build (apps/web/scripts/prerender-pages.ts: drawn, or the app with the route's styles inline).
    const shell = hasWeb ? page(readFileSync(indexFile, 'utf8'), opts.site) : undefined;
    const drawn = (path: string): Page | undefined => {
      const file = join(opts.webDist, PAGES_DIR, pageFile(path));
      return existsSync(file) ? page(readFileSync(file, 'utf8'), opts.site) : undefined;
    };

    const sendApp = (reply: FastifyReply, status: number, sent: Page) =>
      reply
        .code(status)
        .headers(sent.headers)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(sent.html);

    if (shell) {
      for (const route of [...WEB_ROUTES, ...WEB_ROUTE_PATTERNS]) {
        const sent = drawn(route) ?? shell;
        for (const url of route === '/' ? [route] : [route, `${route}/`]) {
          app.get(url, { schema: { hide: true } }, (_req, reply) => sendApp(reply, 200, sent));
        }
      }
    }

    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
      (request: FastifyRequest, reply: FastifyReply) => {
        const path = request.url.split('?')[0] ?? '/';
        const wantsPage =
          (request.method === 'GET' || request.method === 'HEAD') &&
          shell !== undefined &&
          !API_PREFIXES.some((p) => path.startsWith(p)) &&
          (request.headers.accept ?? '').includes('text/html');
        if (wantsPage) return sendApp(reply, 404, shell);
        return sendError(reply, 404, { code: 'NOT_FOUND', message: `Nothing is at ${request.method} ${path}.` });
      },
    );
  },
  { name: 'web', dependencies: ['rate-limit'] },
);
