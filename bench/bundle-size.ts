// Builds the web app and prints, per language and route, the JavaScript a visitor downloads before
// they can interact: the entry chunk, the route's own chunk, everything those import statically,
// the string catalogues in that language that they load before rendering (decision 046).
// Sizes are gzip (level 6, what the server sends) and brotli; budgets from docs/product.md §12 (the
// BUDGET_ constants below). Exits non-zero when a route is over its budget, so CI (.ci/run) fails
// the run.
//   npm run bench:size            (add -- --no-build to measure the existing build,
//                                  -- --no-build --dist <dir> to measure another one)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { LANGUAGE_CODES } from '../packages/contracts/src/languages.ts';
import { PAGE_ROUTES, PAGES, routeModule } from '../packages/contracts/src/routes.ts';

const WEB = join(import.meta.dirname, '../apps/web');

/** Route → the module its lazy import loads (home is part of the entry), and two that are no route. */
export const ROUTE_MODULES: Record<string, string | null> = {
  ...Object.fromEntries(PAGE_ROUTES.map((route) => [route, routeModule(route) ?? null])),
  '(login dialog)': 'src/app/routes/login-modal.tsx',
  '(404)': 'src/app/routes/not-found.tsx',
};
// Lowered from 100 and 150 kB once the pages ran on Preact (decision 153): home then needed
// 37.3 kB, the largest route 89.6 kB (both in Hindi); a budget far above the pages catches nothing.
const BUDGET_HOME = 50_000;
const BUDGET_ROUTE = 100_000;
/**
 * The first page of the check, which a tap on Start waits for (issue 48): on the phone audit's
 * network every kilobyte is 20 ms. It needed 128.7 kB (en) and 132.7 kB (hi) while it also loaded
 * the scoring engine it does not use; 120.7 and 124.8 kB without it; 110.9 and 112.0 kB with a
 * catalogue of its own instead of the whole flow's strings; 49.5 and 53.1 kB on Preact (decision 153).
 */
const BUDGET_FIRST_CHECK_PAGE = 65_000;
const budgetOf = (route: string) =>
  route === PAGES.home ? BUDGET_HOME : route === PAGES.figure ? BUDGET_FIRST_CHECK_PAGE : BUDGET_ROUTE;

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** A catalogue of strings in `lang` (apps/web/src/lib/i18n.ts): `<code>.ts` or `<namespace>-<code>.ts`. */
const isCatalogueIn = (key: string, lang: string) => new RegExp(`(^|[/-])${lang}\\.ts$`).test(key);

/** Measures the build in `dist` and prints the table; returns how many routes are over budget. */
export function measure(dist: string): number {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the Vite manifest');

  function closure(key: string, seen = new Set<string>()): Set<string> {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  }

  const size = (file: string) => {
    const buf = readFileSync(join(dist, file));
    return { gzip: gzipSync(buf, { level: 6 }).length, brotli: brotliCompressSync(buf).length };
  };

  const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  let over = 0;
  for (const lang of LANGUAGE_CODES) {
    console.log(`\nin ${lang}\nroute                JS files  gzip       brotli     budget (gzip)`);
    over += measureLanguage(lang);
  }
  console.log(over === 0 ? 'all routes within budget' : `${over} route(s) over budget`);
  return over;

  function measureLanguage(lang: string): number {
    let over = 0;
    for (const [route, module] of Object.entries(ROUTE_MODULES)) {
      const keys = closure(entryKey!);
      if (module) {
        if (!manifest[module]) throw new Error(`${module} is not in the build`);
        closure(module, keys);
      }
      // The catalogues in this language that these chunks load before they render, and their imports.
      for (const key of [...keys]) {
        for (const d of manifest[key]?.dynamicImports ?? []) if (isCatalogueIn(d, lang)) closure(d, keys);
      }
      const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
      const total = files
        .map(size)
        .reduce((a, b) => ({ gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { gzip: 0, brotli: 0 });
      const budget = budgetOf(route);
      const ok = total.gzip <= budget;
      if (!ok) over++;
      console.log(
        `${route.padEnd(20)} ${String(files.length).padStart(8)}  ${kb(total.gzip).padEnd(10)} ${kb(total.brotli).padEnd(10)} ${kb(budget)} ${ok ? 'ok' : 'OVER'}`,
      );
    }
    return over;
  }
}

// Only when run (`npm run bench:size`), not when a test imports ROUTE_MODULES.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { 'no-build': { type: 'boolean' }, dist: { type: 'string' } } });
  if (!values['no-build']) {
    const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: WEB, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  process.exitCode = measure(resolve(values.dist ?? join(WEB, 'dist'))) > 0 ? 1 : 0;
}
