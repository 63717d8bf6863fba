// Writes dist/home.html: the app's HTML with the home page already rendered into it, so the page
// shows before its JavaScript loads (the server sends it for `/`; the app hydrates it). Run by the
// Vite build (vite.config.ts) after the client build, from the server build of src/prerender.tsx
// in dist-ssr/, which it removes afterwards.
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
  writeFileSync(join(web, 'dist/home.html'), html);
  rmSync(ssrDir, { recursive: true, force: true });
}
