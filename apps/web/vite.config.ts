import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { build, defineConfig, type Plugin } from 'vite';
import { buildServiceWorker } from './scripts/build-service-worker.ts';
import { BROTLI_QUALITY, COMPILE_HINT, compileHintsFirst, GZIP_LEVEL } from './scripts/compile-hints.ts';
import { writePrerenderedPages } from './scripts/prerender-pages.ts';
import { SHARED_CHUNKS, sharedChunk } from './scripts/shared-chunks.ts';

/**
 * After the client build, prerenders every page that needs nothing from the visitor into
 * dist/.pages/ (decision 014): a server build of src/prerender.tsx renders them, and
 * scripts/prerender-pages.ts writes them into the built HTML. Part of every `vite build`, so a
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
      await build({
        root,
        logLevel: 'error',
        build: { ssr: 'src/prerender.tsx', outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false },
      });
      await writePrerenderedPages(root);
      // Last: its precache list names the drawn pages by their content (docs/decisions/041).
      await buildServiceWorker(root);
    },
  };
}

export default defineConfig({
  // No plugin rewrites third-party files: React Router's bundle is built as published, and the few
  // kilobytes its un-annotated top-level calls keep are accepted (docs/decisions/013).
  plugins: [
    react(),
    // Every script compiled off the main thread as it arrives (decision 054).
    compileHintsFirst(),
    prerenderPages(),
    // Each script, stylesheet and icon also as .br and .gz, compressed once at build time at the best
    // levels: the server sends these files as they are (@fastify/static's preCompressed), where
    // compressing the largest chunk per request cost about 9 ms of CPU each time (docs/security.md).
    // The pages themselves are sent by the server (web.ts), not from these files.
    compression({
      include: /\.(js|css|svg|json|webmanifest|txt)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
        defineAlgorithm('gzip', { level: GZIP_LEVEL }),
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
        // Each chunk marked for eager compilation, counted in its hash (decision 054).
        postBanner: COMPILE_HINT,
        // A group's chunks for different sets of routes are named `results~<route>~<route>…`: the
        // file keeps the group's name (its hash tells them apart).
        chunkFileNames: (chunk) => `assets/${chunk.name.replace(/~.*/, '')}-[hash].js`,
        codeSplitting: {
          // A group takes only the modules it names: by default it also takes what they import,
          // which put the strings of one language, and zod, in chunks every route loads.
          includeDependenciesRecursively: false,
          groups: [
            // React and its DOM renderer change rarely: one long-cached chunk shared by every route.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // Everything else the first page needs, in the entry chunk rather than in several small
            // shared chunks: fewer requests, and one file compresses better than its parts.
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // What several routes share, in a few chunks by what it serves (decision 055).
            ...SHARED_CHUNKS.map(([name]) => ({
              name,
              test: (id: string) => sharedChunk(id) === name,
              minShareCount: 2,
              // The results' parts are used by different sets of pages: each set gets its own
              // chunk, small ones merged into the nearest.
              ...(name === 'results' ? { entriesAware: true, entriesAwareMergeThreshold: 3000 } : {}),
            })),
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
