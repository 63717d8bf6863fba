// Writes dist/.pages/<language>/: for every page that needs nothing from the visitor
// (src/prerender.tsx), the app's HTML with that page already rendered into it in that language, so
// it shows before any JavaScript loads; the server sends it for the page's address in the visitor's
// language and the app hydrates it (decisions 014, 046). Each page's
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
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** `web` is the web app's folder. */
export async function writePrerenderedPages(web: string): Promise<void> {
  const dist = join(web, 'dist');
  const ssrDir = join(web, 'dist-ssr');
  // The site's routes and page names come from the prerender's bundle too: this file is loaded with
  // Vite's config, where the workspace's TypeScript packages cannot be imported.
  const { drawn, routes, pagesDir, shellFile, languages, defaultLanguage, heads } = await drawPages(
    join(ssrDir, 'prerender.js'),
  );
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const index = readFileSync(join(dist, 'index.html'), 'utf8');
  const root = '<div id="root"></div>';
  if (!index.includes(root) || !/<title>[^<]*<\/title>/.test(index) || !index.includes('<html lang="en">')) {
    throw new Error('prerender: dist/index.html has no empty #root, no <title> or no <html lang="en">');
  }
  const out = join(dist, pagesDir);
  rmSync(out, { recursive: true, force: true });

  const fileOf = new Map(routes);
  const pageFile = (path: string) => {
    const file = fileOf.get(path);
    if (!file) throw new Error(`prerender: ${path} is not a route of the site`);
    return file;
  };
  for (const lang of languages) {
    mkdirSync(join(out, lang), { recursive: true });
    const shell = shellIn(index, lang, lang === defaultLanguage ? undefined : heads[lang], drawn, manifest);
    const write = (file: string, html: string) =>
      writeFileSync(join(out, lang, file), inlineRenderBlocking(html, dist));
    const drawnPaths = new Set<string>();
    for (const [pageLang, path, markup] of drawn) {
      if (pageLang !== lang) continue;
      drawnPaths.add(path);
      // React puts the page's <title> first; it belongs in the head, in place of the generic one.
      const title = /^<title>([^<]*)<\/title>/.exec(markup);
      if (!title) throw new Error(`prerender: ${path} rendered no <title> first`);
      const body = markup.slice(title[0].length);
      // Drawn whole: no Suspense boundary left pending or failed (<!--$?-->, <!--$!-->), no script.
      if (/<!--\$[?!]-->|<script/.test(body) || body.includes('class="container loading"')) {
        throw new Error(`prerender: ${path} (${lang}) was not drawn whole (a part still loading or failed)`);
      }
      const route = routeChunk(manifest, path);
      const html = shell
        .replace(/<title>[^<]*<\/title>/, title[0])
        .replace('</head>', `${routeLinks(manifest, route, shell, lang)}</head>`)
        .replace(root, `<div id="root" data-drawn="${escapeHtml(path)}">${body}</div>`);
      write(pageFile(path), html);
    }

    // Every other route still renders in the browser, but its page arrives with its stylesheets
    // inline and its scripts preloaded: no render-blocking request, and the route's code is fetched
    // beside the entry instead of after it.
    for (const [path] of routes) {
      if (drawnPaths.has(path)) continue;
      write(
        pageFile(path),
        shell.replace('</head>', `${routeLinks(manifest, routeChunk(manifest, path), shell, lang)}</head>`),
      );
    }
    // And an address that is no route gets the app alone, in the language.
    write(shellFile, shell);
  }
  rmSync(ssrDir, { recursive: true, force: true });
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c]!);

/**
 * The app's HTML in `lang`: its `<html lang>`, the language's common strings preloaded (the app
 * waits for them before its first render), and for a language other than index.html's own, its
 * title (the home page's), description and note without JavaScript in that language.
 */
function shellIn(
  index: string,
  lang: string,
  head: HeadTexts | undefined,
  drawn: readonly DrawnPage[],
  manifest: Manifest,
): string {
  let html = index
    .replace('<html lang="en">', `<html lang="${lang}">`)
    .replace('</head>', `${preloads(manifest, [entryKey(manifest)], index, lang)}</head>`);
  if (!head) return html;
  const home = drawn.find(([l, path]) => l === lang && path === '/');
  const title = home && /^<title>[^<]*<\/title>/.exec(home[2]);
  if (!title) throw new Error(`prerender: no home page drawn in ${lang}`);
  const description = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
  const noscript = /<noscript\s*>[\s\S]*?<\/noscript\s*>/;
  if (!description.test(html) || !noscript.test(html)) {
    throw new Error('prerender: dist/index.html has no description or no <noscript>');
  }
  html = html
    .replace(/<title>[^<]*<\/title>/, title[0])
    .replace(description, `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace(noscript, `<noscript>${escapeHtml(head.noscript)}</noscript>`);
  return html;
}

/**
 * Every prerendered page's markup, drawn in a worker thread that is then ended: whatever the app's
 * modules leave open when loaded outside a browser (a channel, a timer) cannot keep the build from
 * finishing.
 */
/** A drawn page: its language, its route and its markup. */
type DrawnPage = [string, string, string];
interface HeadTexts {
  description: string;
  noscript: string;
}
interface Drawn {
  /** Each prerendered route in each language with its markup. */
  drawn: DrawnPage[];
  /** Every route of the site with its page's file name. */
  routes: [string, string][];
  pagesDir: string;
  shellFile: string;
  languages: string[];
  defaultLanguage: string;
  /** Each language's head texts (src/prerender.tsx headTexts). */
  heads: Record<string, HeadTexts>;
}

async function drawPages(module: string): Promise<Drawn> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    import(workerData).then(async (m) => {
      const drawn = [];
      const heads = {};
      for (const lang of m.LANGUAGES) {
        for (const path of m.PRERENDERED_PATHS) drawn.push([lang, path, await m.render(path, lang)]);
        heads[lang] = await m.headTexts(lang);
      }
      parentPort.postMessage({
        drawn,
        heads,
        routes: m.ROUTE_FILES,
        pagesDir: m.PAGES_DIR,
        shellFile: m.SHELL_FILE,
        languages: m.LANGUAGES,
        defaultLanguage: m.DEFAULT_LANGUAGE,
      });
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

/** The entry chunk's key. */
function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('prerender: no entry chunk in the manifest');
  return key;
}

/**
 * Whether a module is a catalogue of strings in `lang` (src/lib/i18n.ts): `<code>.ts` or
 * `<namespace>-<code>.ts`.
 */
const isCatalogueIn = (key: string, lang: string) => new RegExp(`(^|[/-])${lang}\\.ts$`).test(key);

/**
 * Module preloads for the catalogues in `lang` that the chunks `from` (and what they import) load
 * on start, with what those catalogues import: the app waits for them before it renders.
 */
function preloads(manifest: Manifest, from: readonly string[], shell: string, lang: string): string {
  const seen = new Set<string>();
  const catalogues = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const d of chunk.dynamicImports ?? []) if (isCatalogueIn(d, lang)) catalogues.add(d);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const key of from) visit(key);
  return modulePreloads(manifest, [...catalogues], shell);
}

/** Module preloads for the chunks of `keys` and what they import, but for what the shell asks for. */
function modulePreloads(manifest: Manifest, keys: readonly string[], shell: string): string {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || chunk.isEntry) return;
    files.add(chunk.file);
    for (const i of chunk.imports ?? []) add(i);
  };
  for (const key of keys) add(key);
  const inShell = (f: string) => shell.includes(`href="/${f}"`) || shell.includes(`src="/${f}"`);
  return [...files]
    .filter((f) => !inShell(f))
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
    .join('');
}

/**
 * The route's stylesheets (its own and those of the chunks it imports), as links for
 * inlineRenderBlocking to inline, and its scripts as module preloads, so hydration need not wait
 * for the entry to ask for them — its strings in `lang` included.
 */
function routeLinks(manifest: Manifest, route: string | undefined, shell: string, lang: string): string {
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
  const own = [...js]
    .filter((f) => !inShell(f))
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
    .join('');
  // A catalogue's own imports can be the route's too: they are left out like the shell's.
  const scripts = own + preloads(manifest, [route], shell + own, lang);
  return [...[...css].filter((f) => !inShell(f)).map((f) => `<link rel="stylesheet" href="/${f}">`), scripts].join('');
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
  // Each stylesheet is followed by a disabled link to its file, which the browser does not fetch:
  // the app's loader of lazy routes (Vite's preload helper) takes a route's stylesheets as loaded
  // when a link to them is in the page. Without it, the first route the app took over asked for
  // its stylesheets again and waited for them, one more round trip before the page was live.
  let out = html.replace(/<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/g, (_m, href: string) => {
    return `<style>${guard(read(href), 'style')}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
  out = out.replace(/<script src="(\/theme-init\.js)"><\/script>/, (_m, src: string) => {
    return `<script>${guard(read(src), 'script')}</script>`;
  });
  if (/rel="stylesheet"(?![^>]*\bdisabled>)/.test(out) || out.includes('src="/theme-init.js"')) {
    throw new Error('prerender: a render-blocking request was left in a page');
  }
  return out;
}
