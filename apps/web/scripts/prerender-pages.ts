// Writes dist/.pages/<language>/: every route's page with the page already rendered into it in that
// language, so it shows before any JavaScript loads; the server sends it for the route's address in
// the visitor's language and the app hydrates it (decisions 014, 046, 049, 085). Each page is the
// built index.html as a document (jsdom), in which the page's parts are set: its language, title,
// head texts, its rendered markup in #root, and from Vite's manifest its stylesheets (inlined, so
// the HTML alone is enough for the first paint; the server allows these inline blocks by their
// hashes in the page's CSP) and its scripts as module preloads. Run by the Vite build
// (vite.config.ts) after the client build, with the server build of src/prerender.tsx. The folder's
// leading dot keeps the static file server from sending these files as they are (their operator
// markers are filled in by the server).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
// Relative imports: this file is loaded with Vite's config, where the workspace's TypeScript
// packages cannot be imported by name.
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '../../../packages/contracts/src/languages.ts';
import { PAGE_ROUTES, PAGES, routeModule, type PageRoute } from '../../../packages/contracts/src/routes.ts';
import { PAGES_DIR, pageFile, SHELL_FILE } from '../../../packages/contracts/src/site-markers.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** What the server build of src/prerender.tsx exports. */
interface AppRender {
  render(url: string, lang: Language): Promise<string>;
  headTexts(lang: Language): Promise<{ description: string; noscript: string }>;
}

/** `web` is the web app's folder; `serverBuild` the server build of src/prerender.tsx. */
export async function writePrerenderedPages(web: string, serverBuild: string): Promise<void> {
  const dist = join(web, 'dist');
  const app = (await import(pathToFileURL(serverBuild).href)) as AppRender;
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const index = readFileSync(join(dist, 'index.html'), 'utf8');
  const out = join(dist, PAGES_DIR);
  rmSync(out, { recursive: true, force: true });

  for (const lang of LANGUAGE_CODES) {
    mkdirSync(join(out, lang), { recursive: true });
    const write = (file: string, doc: Document) =>
      writeFileSync(join(out, lang, file), `<!doctype html>\n${doc.documentElement.outerHTML}\n`);
    const drawn = new Map<PageRoute, string>();
    for (const route of PAGE_ROUTES) drawn.set(route, await app.render(route, lang));
    const head = lang === DEFAULT_LANGUAGE ? undefined : await app.headTexts(lang);

    // The app alone in the language, for an address that is no route; every page starts from it.
    const shell = new JSDOM(index).window.document;
    shell.documentElement.lang = lang;
    if (head) {
      // In another language than index.html's, its title is the home page's.
      shell.title = drawPage(shell, PAGES.home, drawn.get(PAGES.home)!).title;
      required(shell.querySelector('meta[name="description"]'), 'a description').setAttribute(
        'content',
        head.description,
      );
      required(shell.querySelector('noscript'), 'a <noscript>').textContent = head.noscript;
    }
    addToHead(shell, [], catalogues(manifest, [entryKey(manifest)], lang));
    inlineRenderBlocking(shell, dist);
    write(SHELL_FILE, shell);

    for (const [route, markup] of drawn) {
      const page = drawPage(shell, route, markup);
      // The route's stylesheets inline and its scripts preloaded beside the entry: no render-blocking
      // request, and hydration does not wait for the entry to ask for the route's code.
      const module = routeChunk(manifest, route);
      if (module) {
        const chunks = withImports(manifest, [module]);
        addToHead(page, cssOf(chunks), [...filesOf(chunks), ...catalogues(manifest, [module], lang)]);
        inlineStylesheets(page, dist);
      }
      preloadOnTap(page, manifest, lang);
      write(pageFile(route), page);
    }
  }
}

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`prerender: dist/index.html has no ${what}`);
  return value;
}

/** NodeFilter.SHOW_COMMENT (a copied document has no window to read it from). */
const SHOW_COMMENT = 0x80;

/**
 * A copy of `shell` with `markup`, a route's page as the prerender drew it, in its #root, marked with
 * the route it is for (main.tsx takes a drawing over only at its own route), and the page's title
 * (drawn where the page stands) as the document's.
 */
function drawPage(shell: Document, route: string, markup: string): Document {
  const page = shell.cloneNode(true) as Document;
  const root = required(page.getElementById('root'), 'empty #root');
  if (root.childNodes.length > 0) throw new Error('prerender: #root of dist/index.html is not empty');
  root.innerHTML = markup;
  root.dataset.drawn = route;
  // Where the page draws it (components/document-title.tsx): one, the page's own.
  const titles = root.getElementsByTagName('title');
  const title = titles[0];
  if (titles.length !== 1 || !title) throw new Error(`prerender: ${route} rendered ${titles.length} <title>s, not one`);
  page.title = title.textContent;
  title.remove();
  // Drawn whole: no Suspense boundary left pending or failed (<!--$?-->, <!--$!-->), no script.
  const comments = page.createTreeWalker(root, SHOW_COMMENT);
  let unfinished = root.querySelector('script, .container.loading') !== null;
  while (!unfinished && comments.nextNode()) unfinished = ['$?', '$!'].includes((comments.currentNode as Comment).data);
  if (unfinished) throw new Error(`prerender: ${route} was not drawn whole (a part still loading or failed)`);
  return page;
}

/** The entry chunk's key. */
function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('prerender: no entry chunk in the manifest');
  return key;
}

/** The route's module's key in the manifest; home has none, it is the entry's. */
function routeChunk(manifest: Manifest, route: PageRoute): string | undefined {
  const key = routeModule(route);
  if (key !== undefined && !manifest[key]) throw new Error(`prerender: no chunk for ${route} (expected ${key})`);
  return key;
}

/** The chunks `keys` and those they import, by key, in the order they are reached. */
function withImports(manifest: Manifest, keys: readonly string[]): ManifestChunk[] {
  const seen = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.set(key, chunk);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const key of keys) visit(key);
  return [...seen.values()];
}

const filesOf = (chunks: readonly ManifestChunk[]) => chunks.map((c) => c.file);
const cssOf = (chunks: readonly ManifestChunk[]) => chunks.flatMap((c) => c.css ?? []);

/**
 * Whether a module is a catalogue of strings in `lang` (src/lib/i18n.ts): `<code>.ts` or
 * `<namespace>-<code>.ts`.
 */
const isCatalogueIn = (key: string, lang: string) => new RegExp(`(^|[/-])${lang}\\.ts$`).test(key);

/**
 * The files of the catalogues in `lang` that the chunks `from` (and what they import) load on start,
 * with what those catalogues import: the app waits for them before it renders.
 */
function catalogues(manifest: Manifest, from: readonly string[], lang: Language): string[] {
  const keys = withImports(manifest, from).flatMap((c) =>
    (c.dynamicImports ?? []).filter((d) => isCatalogueIn(d, lang)),
  );
  return filesOf(withImports(manifest, keys));
}

/**
 * Adds to the head a stylesheet link for each of `css` and a module preload for each of `scripts`
 * that the page does not ask for yet. Module preloads are CORS requests, like the module scripts
 * that use them (without `crossorigin` the browser would fetch each twice).
 */
function addToHead(doc: Document, css: readonly string[], scripts: readonly string[]): void {
  const asked = new Set(
    [...doc.querySelectorAll('link[href], script[src]')].map((e) => e.getAttribute('href') ?? e.getAttribute('src')),
  );
  const link = (attributes: Record<string, string>) => {
    if (asked.has(attributes.href!)) return;
    asked.add(attributes.href!);
    const element = doc.createElement('link');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    doc.head.append(element);
  };
  for (const file of css) link({ rel: 'stylesheet', href: `/${file}` });
  for (const file of scripts) link({ rel: 'modulepreload', crossorigin: '', href: `/${file}` });
}

/** The page a tap on "Start the pain check" opens: its code is listed on the pages that link to it. */
const START = PAGES.figure;

/**
 * On a page that links to the pain check's first page, lists that page's files (its scripts,
 * stylesheets and strings in `lang`) that this page does not load, in a
 * `<meta name="painpoint-preload-on-tap">`. Nothing fetches them with the page: `theme-init.js`
 * does when that link is tapped before the app is live, so on a slow phone they download beside
 * this page's own scripts rather than after them (decision 119).
 */
function preloadOnTap(doc: Document, manifest: Manifest, lang: Language): void {
  if (!doc.querySelector(`#root a[href="${START}"]`)) return;
  const module = routeChunk(manifest, START);
  if (!module) throw new Error(`prerender: no module for ${START}`);
  const chunks = withImports(manifest, [module]);
  const asked = new Set(
    [...doc.querySelectorAll('link[href], script[src]')].map((e) => e.getAttribute('href') ?? e.getAttribute('src')),
  );
  const files = [...filesOf(chunks), ...catalogues(manifest, [module], lang), ...cssOf(chunks)]
    .map((file) => `/${file}`)
    .filter((href) => !asked.has(href));
  if (files.length === 0) return;
  const meta = doc.createElement('meta');
  meta.setAttribute('name', 'painpoint-preload-on-tap');
  meta.setAttribute('data-route', START);
  meta.setAttribute('content', [...new Set(files)].join(' '));
  doc.head.append(meta);
}

/** The file at `href` in the build, to inline in a `tag` element. */
function inlined(dist: string, href: string | null, tag: string): string {
  if (!href || !/^\/[\w./-]+$/.test(href) || href.includes('..'))
    throw new Error(`prerender: unexpected address ${href}`);
  const text = readFileSync(join(dist, href), 'utf8');
  if (text.toLowerCase().includes(`</${tag}`)) throw new Error(`prerender: ${href} cannot be inlined`);
  return text;
}

/**
 * Replaces the page's render-blocking requests, its stylesheets and the classic theme script, with
 * inline copies: on a slow connection each was a round trip before anything could paint.
 */
function inlineRenderBlocking(doc: Document, dist: string): void {
  inlineStylesheets(doc, dist);
  const theme = required(doc.querySelector('script[src="/theme-init.js"]'), 'theme-init.js');
  theme.textContent = inlined(dist, theme.getAttribute('src'), 'script');
  theme.removeAttribute('src');
}

/**
 * Each stylesheet inline, followed by a disabled link to its file, which the browser does not
 * fetch: the app's loader of lazy routes (Vite's preload helper) takes a route's stylesheets as
 * loaded when a link to them is in the page. Without it, the first route the app took over asked
 * for its stylesheets again and waited for them, one more round trip before the page was live.
 */
function inlineStylesheets(doc: Document, dist: string): void {
  for (const link of doc.querySelectorAll('link[rel="stylesheet"]:not([disabled])')) {
    const style = doc.createElement('style');
    style.textContent = inlined(dist, link.getAttribute('href'), 'style');
    link.before(style);
    // Never fetched now, so not a CORS request either.
    link.removeAttribute('crossorigin');
    link.setAttribute('disabled', '');
  }
}
