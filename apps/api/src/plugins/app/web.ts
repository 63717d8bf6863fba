import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { WEB_ROUTE_PATTERNS, WEB_ROUTES } from '@painpoint/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';
import { contentSecurityPolicy, DOCUMENT_SECURITY_HEADERS, inlineBlocks } from './security-headers.ts';

export interface WebPluginOptions {
  /** The built web app (vite build output). */
  webDist: string;
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
          reply.header(
            'cache-control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    } else {
      app.log.warn({ webDist: opts.webDist }, 'the web app is not built; run `npm run build` to serve it');
    }
    const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : undefined;
    // The home page prerendered by the build (apps/web/scripts/prerender-home.ts), when there is one.
    const homeFile = join(opts.webDist, 'home.html');
    const homeHtml = hasWeb && existsSync(homeFile) ? readFileSync(homeFile, 'utf8') : indexHtml;

    // Home carries its stylesheet and theme script inline (apps/web/scripts/prerender-home.ts): its
    // CSP allows exactly those blocks by their hashes.
    const homeHeaders = homeHtml
      ? { ...DOCUMENT_SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(inlineBlocks(homeHtml)) }
      : DOCUMENT_SECURITY_HEADERS;

    const sendApp = (reply: FastifyReply, status: number, html = indexHtml, headers = DOCUMENT_SECURITY_HEADERS) =>
      reply
        .code(status)
        .headers(headers)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);

    if (indexHtml) {
      const routes = [...WEB_ROUTES, ...WEB_ROUTE_PATTERNS].flatMap((r) => (r === '/' ? [r] : [r, `${r}/`]));
      for (const url of routes) {
        const [html, headers] = url === '/' ? [homeHtml, homeHeaders] : [indexHtml, DOCUMENT_SECURITY_HEADERS];
        app.get(url, { schema: { hide: true } }, (_req, reply) => sendApp(reply, 200, html, headers));
      }
    }

    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
      (request: FastifyRequest, reply: FastifyReply) => {
        const path = request.url.split('?')[0] ?? '/';
        const wantsPage =
          (request.method === 'GET' || request.method === 'HEAD') &&
          indexHtml !== undefined &&
          !API_PREFIXES.some((p) => path.startsWith(p)) &&
          (request.headers.accept ?? '').includes('text/html');
        if (wantsPage) return sendApp(reply, 404);
        return sendError(reply, 404, { code: 'NOT_FOUND', message: `Nothing is at ${request.method} ${path}.` });
      },
    );
  },
  { name: 'web', dependencies: ['rate-limit'] },
);
