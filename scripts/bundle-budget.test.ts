import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGES } from '@painpoint/contracts/routes';
import { ROUTE_MODULES } from '../bench/bundle-size.ts';

/**
 * CI runs `npm run bench:size` as a check, so a build over the budgets must make it exit non-zero.
 * The benchmark measures a made-up build here (`--no-build --dist`): an entry chunk and the shell's
 * string catalogues of random, incompressible bytes, so home's gzip size in each language is known.
 */
const ROOT = join(import.meta.dirname, '..');
let dist: string | undefined;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = undefined;
});

/**
 * A Vite build's manifest and files: the entry chunk of `entryBytes`, which loads the shell's
 * catalogue in each language (`catalogueBytes` each), and a tiny chunk per route.
 */
function fakeBuild(
  entryBytes: number,
  catalogueBytes: Record<string, number> = {},
  routeBytes: Record<string, number> = {},
): string {
  const dir = mkdtempSync(join(tmpdir(), 'painpoint-budget-'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  const manifest: Record<string, { file: string; isEntry?: boolean; dynamicImports?: string[] }> = {
    'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: [] },
  };
  writeFileSync(join(dir, 'assets/index.js'), randomBytes(entryBytes));
  for (const [lang, bytes] of Object.entries(catalogueBytes)) {
    manifest[`src/locales/${lang}.ts`] = { file: `assets/${lang}.js` };
    manifest['index.html']!.dynamicImports!.push(`src/locales/${lang}.ts`);
    writeFileSync(join(dir, `assets/${lang}.js`), randomBytes(bytes));
  }
  for (const [i, [route, module]] of Object.entries(ROUTE_MODULES).entries()) {
    if (!module) continue;
    manifest[module] = { file: `assets/route-${i}.js` };
    const bytes = routeBytes[route];
    writeFileSync(join(dir, `assets/route-${i}.js`), bytes ? randomBytes(bytes) : 'export const x = 1;\n');
  }
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

function bench(distDir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'bench/bundle-size.ts', '--no-build', '--dist', distDir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
}

describe('npm run bench:size', () => {
  it('exits non-zero when a route is over its budget', () => {
    // 60 kB: over the home page's 50 kB, within every other route's budget.
    dist = fakeBuild(60_000);
    const r = bench(dist);
    expect(r.stdout).toMatch(/^\/ .* OVER$/m);
    // Home, in each language.
    expect(r.stdout).toContain('2 route(s) over budget');
    expect(r.status).toBe(1);
  });

  it('counts the strings of each language: a language whose catalogue is too large fails', () => {
    dist = fakeBuild(30_000, { en: 10_000, hi: 30_000 });
    const r = bench(dist);
    const home = (lang: string) => new RegExp(`in ${lang}\\n[^\\n]*\\n/ [^\\n]*`).exec(r.stdout)?.[0] ?? '';
    expect(home('en')).toMatch(/ ok$/);
    expect(home('hi')).toMatch(/ OVER$/);
    expect(r.stdout).toContain('1 route(s) over budget');
    expect(r.status).toBe(1);
  });

  it("holds the check's first page, which Start waits for, to its own smaller budget", () => {
    // 70 kB in all (random bytes do not compress): over the first page's 65 kB, under the
    // 100 kB of any other route.
    dist = fakeBuild(45_000, {}, { [PAGES.figure]: 25_000, [PAGES.about]: 25_000 });
    const r = bench(dist);
    expect(r.stdout).toMatch(/^\/man-body .* 65\.0 kB OVER$/m);
    expect(r.stdout).toMatch(/^\/about-us .* 100\.0 kB ok$/m);
    // In each language.
    expect(r.stdout).toContain('2 route(s) over budget');
    expect(r.status).toBe(1);
  });

  it('exits zero when every route is within budget', () => {
    dist = fakeBuild(30_000);
    const r = bench(dist);
    expect(r.stdout).toContain('all routes within budget');
    expect(r.status).toBe(0);
  });
});
