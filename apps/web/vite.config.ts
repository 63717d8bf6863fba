import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import type { ChunkingContext } from 'rolldown';
import { build, defineConfig, type Plugin } from 'vite';
import { contractVersion } from '../../packages/contracts/src/contract-version.ts';
import { buildServiceWorker } from './scripts/build-service-worker.ts';
import { reactOnPreact } from './scripts/react-on-preact.ts';
import { writePrerenderedPages } from './scripts/prerender-pages.ts';

/**
 * After the client build, prerenders every route's page into dist/.pages/ (decisions 014, 085): a
 * server build of src/prerender.tsx renders them, and scripts/prerender-pages.ts places them into
 * the built index.html. Part of every `vite build`, so a
 * build never leaves a page pointing at older assets. The service worker is built after them.
 */
function prerenderPages(): Plugin {
  let serverBuild = false;
  return {
    name: 'painpoint:prerender-pages',
    apply: 'build',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (serverBuild) return;
      const root = import.meta.dirname;
      // A folder per build: Node keeps a module it has imported, so a second build in one process
      // must not load the first one's from the same address.
      const serverDir = join(root, 'dist-ssr', String(Date.now()));
      await build({
        root,
        logLevel: 'error',
        build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
      });
      try {
        await writePrerenderedPages(root, join(serverDir, 'prerender.js'));
      } finally {
        rmSync(join(root, 'dist-ssr'), { recursive: true, force: true });
      }
      // Last: its precache list names the drawn pages by their content (docs/decisions/041).
      await buildServiceWorker(root);
    },
  };
}

/** The route of the pain check's first page (the figure), which Start on the home page opens. */
const FIRST_CHECK_ROUTE = join(import.meta.dirname, 'src', 'app', 'routes', 'man-body.tsx');
const closures = new WeakMap<ChunkingContext, Set<string>>();

/**
 * `setup` for every module the first check page's route imports statically, so that a tap on Start
 * waits for two files rather than eighteen (decision 132). Its strings stay one file per
 * language, and what the entry or React already holds stays there (the groups above come first).
 */
function firstCheckPage(id: string, ctx: ChunkingContext): string | null {
  let closure = closures.get(ctx);
  if (!closure) {
    closure = new Set();
    const todo = [FIRST_CHECK_ROUTE];
    for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
      if (closure.has(next)) continue;
      closure.add(next);
      todo.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    closures.set(ctx, closure);
  }
  // The route stays its own chunk, the one the prerender and the router name it by.
  if (id === FIRST_CHECK_ROUTE || !closure.has(id) || /[\\/]locales[\\/]/.test(id)) return null;
  // The engine is left to Rolldown: the figure page uses only its answer helpers, which land in
  // `setup`, and the scoring comes with the pages that score (7 kB brotli less before the first
  // tap works; packages/engine is `sideEffects: false`, so its unused modules are not pulled in).
  if (/[\\/]packages[\\/]engine[\\/]/.test(id)) return null;
  // Two files, so that a page outside the check does not load the figure with the plumbing it
  // shares: the check's own screens, and the rest.
  if (/[\\/]src[\\/](app[\\/]setup|domain|features[\\/]assessment)[\\/]|flow-(frame|header)|assessment\.css/.test(id))
    return 'setup';
  return 'common';
}

export default defineConfig({
  // React's API, served by Preact (decision 153).
  resolve: { alias: reactOnPreact },
  // The prerender's server build holds its own copy of every library, so that React Router and the
  // rest are resolved through the aliases above rather than loaded by Node as React's.
  ssr: { noExternal: true },
  // The contract this build speaks: a page that hears another from the API reloads (decision 079).
  define: { __CONTRACT_VERSION__: JSON.stringify(contractVersion()) },
  // No plugin rewrites third-party files: React Router's bundle is built as published, and the few
  // kilobytes its un-annotated top-level calls keep are accepted (docs/decisions/013).
  plugins: [
    prerenderPages(),
    // Each script, stylesheet and icon also as .br and .gz, compressed once at build time at the best
    // levels: the server sends these files as they are (@fastify/static's preCompressed), where
    // compressing the largest chunk per request cost about 9 ms of CPU each time (docs/security.md).
    // The pages themselves are sent by the server (web.ts), not from these files.
    compression({
      include: /\.(js|css|svg|json|webmanifest|txt)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: false,
    // Route chunks are small; the report below is what bench/bundle-size.ts reads.
    manifest: true,
    // (Rolldown's options; Vite 8 builds with Rolldown.)
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The renderer (Preact, serving React's API) changes rarely: one long-cached chunk shared by
          // every route.
          // Everything else is split as Rolldown decides (decision 079 removed the hand-made
          // groups of decision 055).
          groups: [
            { name: 'preact', test: /node_modules[\\/]preact[\\/]/, priority: 2 },
            // What the entry needs before any page runs stays in the entry's chunk, even when a
            // route imports it too: one file fewer before the first tap (decision 079).
            { name: 'index', tags: ['$initial'], priority: 1 },
            // The first page of the pain check in one file with all it imports: it came as 18
            // files after the home page's, each a round trip on a slow phone network (issue 48).
            { name: firstCheckPage, debugName: 'first-check-page', priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/user': 'http://localhost:3000',
      '/diagnosis': 'http://localhost:3000',
    },
  },
});
