// Writes dist/sw.js (docs/decisions/041): the service worker of service-worker/sw.ts, bundled with
// Workbox, and the list of what it precaches. Run by the Vite build (vite.config.ts) after the
// pages are drawn (prerender-pages.ts), because the list names them by their content.
//
// The list: every built file the pages load (hashed scripts and stylesheets, named as they are; the
// unhashed ones — theme-init.js, icons, the manifest — with a revision from their content), and the
// pages by their routes, not their files: the worker fetches each from the server, which fills in
// the operator's settings and sends the page's CSP, so the copy is the page as the server sends it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build } from 'vite';
import { SERVICE_WORKER_URL, SHELL_ROUTE } from '../src/lib/offline/protocol.ts';
import { PAGES_DIR, pageFile } from './prerender-pages.ts';

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
  const pagesDir = join(dist, PAGES_DIR);
  const pages = readdirSync(pagesDir)
    .sort()
    .map((f) => {
      const route = f === 'index.html' ? '/' : `/${f.replace(/\.html$/, '')}`;
      if (pageFile(route) !== f) throw new Error(`service worker: cannot tell the route of ${PAGES_DIR}/${f}`);
      return { url: route, revision: revision(join(pagesDir, f)) };
    });
  if (existsSync(join(pagesDir, pageFile(SHELL_ROUTE)))) {
    throw new Error(`service worker: ${SHELL_ROUTE} is drawn, so it cannot stand for the app shell`);
  }
  return [...files, ...pages, { url: SHELL_ROUTE, revision: revision(join(dist, 'index.html')) }];
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
