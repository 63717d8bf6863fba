// Writes dist/.pages/: for every page that needs nothing from the visitor (src/prerender.tsx), the
// app's HTML with that page already rendered into it, so it shows before any JavaScript loads; the
// server sends it for the page's address and the app hydrates it (decision 014). Each page's
// stylesheets and the theme script are inlined, so the HTML alone is enough for the first paint;
// the server allows exactly these inline blocks by their hashes in the page's CSP. Run by the Vite
// build (vite.config.ts) after the client build, from the server build of src/prerender.tsx in
// dist-ssr/, which it removes afterwards. The folder's leading dot keeps the static file server
// from sending these files as they are (their operator markers are filled in by the server).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** `web` is the web app's folder. */
export async function writePrerenderedPages(web: string): Promise<void> {
  const dist = join(web, 'dist');
  const ssrDir = join(web, 'dist-ssr');
  // The site's routes and page names come from the prerender's bundle too: this file is loaded with
  // Vite's config, where the workspace's TypeScript packages cannot be imported.
  const { drawn, routes, pagesDir } = await drawPages(join(ssrDir, 'prerender.js'));
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const shell = readFileSync(join(dist, 'index.html'), 'utf8');
  const root = '<div id="root"></div>';
  if (!shell.includes(root) || !/<title>[^<]*<\/title>/.test(shell)) {
    throw new Error('prerender: dist/index.html has no empty #root or no <title>');
  }
  const out = join(dist, pagesDir);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });

  const fileOf = new Map(routes);
  const pageFile = (path: string) => {
    const file = fileOf.get(path);
    if (!file) throw new Error(`prerender: ${path} is not a route of the site`);
    return file;
  };
  for (const [path, markup] of drawn) {
    // React puts the page's <title> first; it belongs in the head, in place of the generic one.
    const title = /^<title>([^<]*)<\/title>/.exec(markup);
    if (!title) throw new Error(`prerender: ${path} rendered no <title> first`);
    const body = markup.slice(title[0].length);
    // Drawn whole: no Suspense boundary left pending or failed (<!--$?-->, <!--$!-->), no script.
    if (/<!--\$[?!]-->|<script/.test(body) || body.includes('class="container loading"')) {
      throw new Error(`prerender: ${path} was not drawn whole (a part still loading or failed)`);
    }
    const route = routeChunk(manifest, path);
    const html = shell
      .replace(/<title>[^<]*<\/title>/, title[0])
      .replace('</head>', `${routeLinks(manifest, route, shell)}</head>`)
      .replace(root, `<div id="root">${body}</div>`);
    writeFileSync(join(out, pageFile(path)), inlineRenderBlocking(html, dist));
  }

  // Every other route still renders in the browser, but its page arrives with its stylesheets
  // inline and its scripts preloaded: no render-blocking request, and the route's code is fetched
  // beside the entry instead of after it.
  const drawnPaths = new Set(drawn.map(([path]) => path));
  for (const [path] of routes) {
    if (drawnPaths.has(path)) continue;
    const html = shell.replace('</head>', `${routeLinks(manifest, routeChunk(manifest, path), shell)}</head>`);
    writeFileSync(join(out, pageFile(path)), inlineRenderBlocking(html, dist));
  }
  rmSync(ssrDir, { recursive: true, force: true });
}

/**
 * Every prerendered page's markup, drawn in a worker thread that is then ended: whatever the app's
 * modules leave open when loaded outside a browser (a channel, a timer) cannot keep the build from
 * finishing.
 */
interface Drawn {
  /** Each prerendered route with its markup. */
  drawn: [string, string][];
  /** Every route of the site with its page's file name. */
  routes: [string, string][];
  pagesDir: string;
}

async function drawPages(module: string): Promise<Drawn> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    import(workerData).then(async ({ render, PRERENDERED_PATHS, ROUTE_FILES, PAGES_DIR }) => {
      const drawn = [];
      for (const path of PRERENDERED_PATHS) drawn.push([path, await render(path)]);
      parentPort.postMessage({ drawn, routes: ROUTE_FILES, pagesDir: PAGES_DIR });
    }).catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));`;
  const worker = new Worker(code, { eval: true, workerData: pathToFileURL(module).href });
  try {
    const answer = await new Promise<unknown>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (exitCode) => reject(new Error(`prerender: the worker stopped (${exitCode})`)));
    });
    if ('error' in (answer as object)) throw new Error(`prerender: ${(answer as { error: string }).error}`);
    return answer as Drawn;
  } finally {
    await worker.terminate();
  }
}

/** The route's own chunk (every route but home is one, src/app/routes/<path>.tsx), if any. */
function routeChunk(manifest: Manifest, path: string): string | undefined {
  if (path === '/') return undefined;
  const key = `src/app/routes${path.replace(/\/:[^/]+/g, '')}.tsx`;
  if (!manifest[key]) throw new Error(`prerender: no chunk for ${path} (expected ${key})`);
  return key;
}

/**
 * The route's stylesheets (its own and those of the chunks it imports), as links for
 * inlineRenderBlocking to inline, and its scripts as module preloads, so hydration need not wait
 * for the entry to ask for them.
 */
function routeLinks(manifest: Manifest, route: string | undefined, shell: string): string {
  if (!route) return '';
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(route);
  // What the shell already asks for is not asked again; module preloads are CORS requests, like
  // the module scripts that use them (without `crossorigin` the browser would fetch each twice).
  const inShell = (f: string) => shell.includes(`href="/${f}"`) || shell.includes(`src="/${f}"`);
  return [
    ...[...css].filter((f) => !inShell(f)).map((f) => `<link rel="stylesheet" href="/${f}">`),
    ...[...js].filter((f) => !inShell(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('');
}

/**
 * Replaces the page's render-blocking requests, its stylesheets and the classic theme script, with
 * inline copies: on a slow connection each was a round trip before anything could paint.
 */
function inlineRenderBlocking(html: string, dist: string): string {
  const read = (href: string) => {
    if (!/^\/[\w./-]+$/.test(href) || href.includes('..')) throw new Error(`prerender: unexpected address ${href}`);
    return readFileSync(join(dist, href), 'utf8');
  };
  const guard = (text: string, tag: string) => {
    if (text.toLowerCase().includes(`</${tag}`)) throw new Error(`prerender: ${tag} content cannot be inlined`);
    return text;
  };
  let out = html.replace(/<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/g, (_m, href: string) => {
    return `<style>${guard(read(href), 'style')}</style>`;
  });
  out = out.replace(/<script src="(\/theme-init\.js)"><\/script>/, (_m, src: string) => {
    return `<script>${guard(read(src), 'script')}</script>`;
  });
  if (out.includes('rel="stylesheet"') || out.includes('src="/theme-init.js"')) {
    throw new Error('prerender: a render-blocking request was left in a page');
  }
  return out;
}
