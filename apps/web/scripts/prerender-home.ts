// Writes dist/home.html: the app's HTML with the home page already rendered into it, so the page
// shows before its JavaScript loads (the server sends it for `/`; the app hydrates it). Its
// stylesheet and theme script are inlined, so the HTML alone is enough for the first paint; the
// server allows exactly these inline blocks by their hashes in the page's CSP. Run by the Vite
// build (vite.config.ts) after the client build, from the server build of src/prerender.tsx in
// dist-ssr/, which it removes afterwards.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** `web` is the web app's folder. */
export async function writePrerenderedHome(web: string): Promise<void> {
  const ssrDir = join(web, 'dist-ssr');
  const { render } = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as {
    render: (url: string) => string;
  };

  const markup = render('/');
  // React puts the page's <title> first; it belongs in the head, in place of the generic one.
  const title = /^<title>([^<]*)<\/title>/.exec(markup);
  if (!title) throw new Error('prerender: the home page rendered no <title> first');
  const body = markup.slice(title[0].length);

  const shell = readFileSync(join(web, 'dist/index.html'), 'utf8');
  const root = '<div id="root"></div>';
  if (!shell.includes(root) || !/<title>[^<]*<\/title>/.test(shell)) {
    throw new Error('prerender: dist/index.html has no empty #root or no <title>');
  }
  const html = shell.replace(/<title>[^<]*<\/title>/, title[0]).replace(root, `<div id="root">${body}</div>`);
  writeFileSync(join(web, 'dist/home.html'), inlineRenderBlocking(html, join(web, 'dist')));
  rmSync(ssrDir, { recursive: true, force: true });
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
    throw new Error('prerender: a render-blocking request was left in home.html');
  }
  return out;
}
