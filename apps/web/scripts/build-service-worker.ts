// Writes dist/sw.js (docs/decisions/041): the service worker of service-worker/sw.ts, bundled with
// Workbox, and the list of what it precaches. Run by the Vite build (vite.config.ts) after the
// pages are drawn (prerender-pages.ts), because the list names them by their content.
//
// The list: every built file the pages load (hashed scripts and stylesheets, named as they are; the
// unhashed ones — theme-init.js, icons, the manifest — with a revision from their content), and the
// pages by their routes, not their files: the worker fetches each from the server, which fills in
// the operator's settings and sends the page's CSP, so the copy is the page as the server sends it;
// each in every language, as `<route>?lang=<code>` (decision 046: the query decides the server's
// language before any cookie, so each copy is the language it is listed as).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build } from 'vite';
import { SERVICE_WORKER_URL, SHELL_ROUTE } from '../src/lib/offline/protocol.ts';
// Relative imports: this file is loaded with Vite's config, where the workspace's TypeScript
// packages cannot be imported by name.
import { WEB_ROUTES } from '../../../packages/contracts/src/site.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGE_QUERY } from '../../../packages/contracts/src/languages.ts';
import { PAGES_DIR, pageFile } from '../../../packages/contracts/src/site-markers.ts';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** Build output that is never fetched by a page as it is. */
const SKIPPED = [/^\.vite\//, /^\.pages\//, /\.(br|gz)$/, /^index\.html$/, /^robots\.txt$/, /^sw\.js$/];

const revision = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
}

/** What the worker precaches, from the client build in `dist`. */
export function precacheList(dist: string): PrecacheEntry[] {
  const files = filesIn(dist)
    .filter((f) => !SKIPPED.some((re) => re.test(f)))
    .sort()
    .map((f) => ({ url: `/${f}`, revision: f.startsWith('assets/') ? null : revision(join(dist, f)) }));
  // Every route of the site has a page of its own (drawn, or the app with the route's styles);
  // the routes with parameters (a set-password link) are served the shell's.
  const pagesDir = join(dist, PAGES_DIR);
  const pages = LANGUAGE_CODES.flatMap((lang) =>
    WEB_ROUTES.map((route) => {
      const file = join(pagesDir, lang, pageFile(route));
      if (!existsSync(file)) throw new Error(`service worker: no page for ${route} in ${PAGES_DIR}/${lang}`);
      return { url: `${route}?${LANGUAGE_QUERY}=${lang}`, revision: revision(file) };
    }),
  );
  const shell = join(pagesDir, DEFAULT_LANGUAGE, pageFile(SHELL_ROUTE));
  if (!readFileSync(shell, 'utf8').includes('<div id="root"></div>')) {
    throw new Error(`service worker: ${SHELL_ROUTE} is drawn, so it cannot stand for the app shell`);
  }
  return [...files, ...pages];
}

/** `web` is the web app's folder. */
export async function buildServiceWorker(web: string): Promise<void> {
  const dist = join(web, 'dist');
  await build({
    root: web,
    configFile: false,
    logLevel: 'error',
    define: {
      __PRECACHE_MANIFEST__: JSON.stringify(precacheList(dist)),
      // Workbox's own logging is for development builds.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir: dist,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      // A classic script: every browser with service workers runs one.
      lib: {
        entry: join(web, 'service-worker/sw.ts'),
        formats: ['iife'],
        name: 'painpointServiceWorker',
        fileName: () => SERVICE_WORKER_URL.slice(1),
      },
    },
  });
}
