// @ts-check
// Compiles the server to one JavaScript file, dist/server.js (decision 016), and its password
// worker to dist/password-worker.js (decision 108): the API's TypeScript
// and the workspace packages it uses (@painpoint/contracts, engine, content, which are published as
// TypeScript source) are bundled; every npm package stays an import resolved from node_modules, so
// packages with native code or files of their own (PGlite's wasm, argon2, swagger-ui) run as
// published. Plain JavaScript, so that building needs nothing but esbuild.
//   node apps/api/build.mjs     (part of `npm run build`)
import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const API_DIR = dirname(fileURLToPath(import.meta.url));
export const OUT_DIR = join(API_DIR, 'dist');
const ENTRY = join(API_DIR, 'src/server.ts');
/** The operators' commands, built beside the server so a production install can run them (decision 111). */
const COMMANDS = { backup: join(API_DIR, 'src/cli/backup.ts'), restore: join(API_DIR, 'src/cli/restore.ts') };
/** The password worker (decision 108): a second entry, loaded by piscina in its own thread. */
const WORKER_ENTRY = join(API_DIR, 'src/accounts/password-worker.ts');
const WORKER_URL_MODULE = join(API_DIR, 'src/accounts/password-worker-url.ts');

/**
 * In the bundle the worker is dist/password-worker.js, next to server.js, not the TypeScript file
 * that password-worker-url.ts names for running from source.
 * @type {import('esbuild').Plugin}
 */
const builtWorkerUrl = {
  name: 'painpoint:built-worker-url',
  setup(b) {
    b.onLoad({ filter: /password-worker-url\.ts$/ }, (args) =>
      args.path === WORKER_URL_MODULE
        ? {
            loader: 'js',
            contents: "export const PASSWORD_WORKER_URL = new URL('./password-worker.js', import.meta.url);",
          }
        : undefined,
    );
  },
};

/** A bare import's package name: `pg/lib/client` → `pg`, `@electric-sql/pglite/vector` → `@electric-sql/pglite`. */
const packageName = (/** @type {string} */ spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Files that read something next to themselves (the knowledge base, the SQL migrations, the
 * repository root for `./data` and the web app) do it through `import.meta.url`. In a bundle that
 * would be the bundle's own address, so each source file's `import.meta.url` is rewritten to its
 * original file, found relative to the bundle at run time: the tree stays movable (a copy, a
 * container image) and the data is read where it is kept, never from a copy that could go stale.
 * `import.meta.dirname` and `filename` would not be rewritten, so they stop the build.
 * @returns {import('esbuild').Plugin}
 */
const ownFileUrls = (/** @type {string} */ outDir) => ({
  name: 'painpoint:own-file-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (/import\.meta\.(dirname|filename)/.test(source))
        return { errors: [{ text: `${args.path}: use import.meta.url (the build rewrites it to this file)` }] };
      const fromBundle = relative(outDir, args.path).split(sep).join('/');
      return {
        loader: 'ts',
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
      };
    });
  },
});

/**
 * Bundles @painpoint/* and leaves every other bare import to node_modules: those packages are
 * installed for production (`npm install --omit=dev`), the workspace packages are TypeScript.
 * @type {import('esbuild').Plugin}
 */
const npmPackagesExternal = {
  name: 'painpoint:npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@painpoint/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Every package the bundle imports must be one of the API's own `dependencies`: one that is only a
 * devDependency, or only reachable through another workspace, would be missing from a production
 * install (or present only by hoisting luck), and the server would fail at its first import.
 * @param {import('esbuild').Metafile} metafile
 * @param {Iterable<string>} dependencies
 */
function undeclaredImports(metafile, dependencies) {
  const declared = new Set(dependencies);
  const builtins = new Set(builtinModules);
  const missing = new Set();
  for (const input of Object.values(metafile.inputs)) {
    for (const imp of input.imports) {
      if (!imp.external || imp.path.startsWith('node:') || builtins.has(imp.path)) continue;
      const name = packageName(imp.path);
      if (!declared.has(name)) missing.add(name);
    }
  }
  return [...missing].sort();
}

/** The API's own dependencies: what a production install has for the server to import. */
function apiDependencies() {
  return Object.keys(JSON.parse(readFileSync(join(API_DIR, 'package.json'), 'utf8')).dependencies ?? {});
}

/**
 * Builds dist/server.js, and dist/backup.js and dist/restore.js beside it (each with its source
 * map); throws on a build error or an undeclared import. The options are for the tests: another
 * entry (built alone, as server.js), folder or list of dependencies.
 * @param {{ entry?: string, outDir?: string, dependencies?: string[] }} [options]
 */
export async function buildServer({ entry, outDir = OUT_DIR, dependencies = apiDependencies() } = {}) {
  rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    // Each a whole bundle of its own (no shared chunks): server.js stays the one file it was. The real
    // server also gets its password worker (loaded by piscina in its own thread) and the operators'
    // commands; a test's small project is one file.
    entryPoints: entry ? { server: entry } : { server: ENTRY, 'password-worker': WORKER_ENTRY, ...COMMANDS },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Not minified: a stack trace in the log names the functions and reads on its own; the source
    // map is there for `node --enable-source-maps` when a line number in the TypeScript is wanted.
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [npmPackagesExternal, builtWorkerUrl, ownFileUrls(outDir)],
  });
  const missing = undeclaredImports(result.metafile, dependencies);
  if (missing.length > 0) {
    // No bundle is left behind that a production install could not run.
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`the server imports packages that are not in apps/api/package.json's dependencies: ${missing}`);
  }
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  console.log(`apps/api/dist/server.js built in ${Math.round(performance.now() - started)} ms`);
}
