import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  cookieValue,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  matchLanguage,
  resolveLanguage,
  type Language,
} from '@painpoint/contracts/languages';
import { PAGE_ROUTES } from '@painpoint/contracts/routes';
import { fillSiteConfig, PAGES_DIR, pageFile, SHELL_FILE, type SiteSettings } from '@painpoint/contracts/site-markers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';
import { contentSecurityPolicy, DOCUMENT_SECURITY_HEADERS, inlineBlocks } from './security-headers.ts';

export interface WebPluginOptions {
  /** The built web app (vite build output). */
  webDist: string;
  /** The operator's settings, filled into every page (the legal pages show them). */
  site: SiteSettings;
  /** The site's address, for the pages' links to themselves in each language (hreflang). */
  publicUrl: string;
}

/** The web app's service worker (apps/web/src/lib/offline/protocol.ts). */
const SERVICE_WORKER_FILE = '/sw.js';

interface Page {
  html: string;
  headers: Readonly<Record<string, string>>;
}

/**
 * A page as sent: the operator's settings filled in, a CSP that allows its inline blocks, the
 * language it is in, and — for a route of its own — its addresses in every language (hreflang).
 */
function page(html: string, site: SiteSettings, lang: Language, alternates: string): Page {
  const filled = fillSiteConfig(html.replace('</head>', `${alternates}</head>`), site);
  const inline = inlineBlocks(filled);
  const headers = {
    ...(inline.scripts.length + inline.styles.length === 0
      ? DOCUMENT_SECURITY_HEADERS
      : { ...DOCUMENT_SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(inline) }),
    'content-language': lang,
  };
  return { html: filled, headers };
}

/**
 * The links from a route's page to itself in each language (decision 046): the language is not in
 * the path, so each is the route with `?lang=<code>`, and the route alone is the x-default (it
 * answers in the visitor's language).
 */
export function alternateLinks(publicUrl: string, route: string): string {
  const at = (query: string) => `${publicUrl}${route}${query}`;
  return [
    ...LANGUAGE_CODES.map(
      (code) => `<link rel="alternate" hreflang="${code}" href="${at(`?${LANGUAGE_QUERY}=${code}`)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${at('')}">`,
  ].join('');
}

/**
 * The language to send a page in: the address's `?lang=`, else the visitor's choice (the `lang`
 * cookie), else the browser's languages (Accept-Language), else the default. `varies` says whether
 * the answer depended on the request's headers (so caches must key it by them).
 */
export function pageLanguage(request: FastifyRequest): { lang: Language; varies: boolean } {
  const query = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_QUERY];
  const asked = typeof query === 'string' ? matchLanguage(query) : undefined;
  if (asked) return { lang: asked, varies: false };
  return {
    lang: resolveLanguage({
      cookie: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
      accepted: request.headers['accept-language'],
    }),
    varies: true,
  };
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
    // Every page is ready before the first request, in every language: the empty app, and each
    // route's page from the build (apps/web/scripts/prerender-pages.ts: drawn, or the app with the
    // route's styles inline), in .pages/<language>/. A build without a language's folder (or
    // without the folders at all) has its pages sent instead, in the language they are in.
    const fromBuild = (lang: Language, file: string): string | undefined => {
      const path = join(opts.webDist, PAGES_DIR, lang, file);
      return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    };
    const index = hasWeb ? readFileSync(indexFile, 'utf8') : undefined;
    const pageIn = (lang: Language, file: string, alternates: string): Page | undefined => {
      const own = fromBuild(lang, file);
      if (own !== undefined) return page(own, opts.site, lang, alternates);
      const fallback = lang === DEFAULT_LANGUAGE ? undefined : fromBuild(DEFAULT_LANGUAGE, file);
      if (fallback !== undefined) return page(fallback, opts.site, DEFAULT_LANGUAGE, alternates);
      return undefined;
    };
    const shells = new Map<Language, Page>();
    if (index !== undefined) {
      for (const lang of LANGUAGE_CODES) {
        const shell = pageIn(lang, SHELL_FILE, '') ?? page(index, opts.site, DEFAULT_LANGUAGE, '');
        shells.set(lang, shell);
      }
    }

    const sendApp = (request: FastifyRequest, reply: FastifyReply, status: number, pages: Map<Language, Page>) => {
      const { lang, varies } = pageLanguage(request);
      const sent = pages.get(lang) ?? pages.get(DEFAULT_LANGUAGE)!;
      if (varies) reply.header('vary', 'Cookie, Accept-Language');
      return reply
        .code(status)
        .headers(sent.headers)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(sent.html);
    };

    if (shells.size > 0) {
      for (const route of PAGE_ROUTES) {
        // A route with a parameter (a set-password link) is nobody's to find in another language.
        const alternates = route.includes(':') ? '' : alternateLinks(opts.publicUrl, route);
        const pages = new Map(
          LANGUAGE_CODES.map((lang) => [
            lang,
            pageIn(lang, pageFile(route), alternates) ?? page(index!, opts.site, DEFAULT_LANGUAGE, alternates),
          ]),
        );
        for (const url of route === '/' ? [route] : [route, `${route}/`]) {
          app.get(url, { schema: { hide: true } }, (request, reply) => sendApp(request, reply, 200, pages));
        }
      }
    }

    app.setNotFoundHandler(
      { preHandler: app.throttle.perAddress(120, 60_000) },
      (request: FastifyRequest, reply: FastifyReply) => {
        const path = request.url.split('?')[0] ?? '/';
        const wantsPage =
          (request.method === 'GET' || request.method === 'HEAD') &&
          shells.size > 0 &&
          !API_PREFIXES.some((p) => path.startsWith(p)) &&
          (request.headers.accept ?? '').includes('text/html');
        if (wantsPage) return sendApp(request, reply, 404, shells);
        return sendError(reply, 404, { code: 'NOT_FOUND', message: `Nothing is at ${request.method} ${path}.` });
      },
    );
  },
  { name: 'web', dependencies: ['throttle'] },
);
