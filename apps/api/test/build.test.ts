import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build.mjs';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = join(API_DIR, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'pp-build-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A small project in the scratch folder: its files, by path. */
function project(name: string, files: Record<string, string>): string {
  const root = join(scratch, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the server build (decision 016)', () => {
  it('bundles the real server so that every file it reads next to itself resolves from the bundle', async () => {
    // Inside the API's node_modules, so that the bundle's packages resolve as from apps/api/dist.
    const outDir = join(API_DIR, 'node_modules/.cache/painpoint-build-test');
    try {
      await buildServer({ outDir });
      const bundle = readFileSync(join(outDir, 'server.js'), 'utf8');
      // Nothing names the machine's folders: the tree can be copied or moved after the build.
      expect(bundle).not.toContain(REPO_ROOT);
      const own = [...bundle.matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)].map((m) => m[1]!);
      const files = own.map((p) => fileURLToPath(new URL(p, pathToFileURL(join(outDir, 'server.js')))));
      for (const file of ['packages/content/src/load.ts', 'apps/api/src/db/migrate.ts', 'apps/api/src/env.ts'])
        expect(files).toContain(join(REPO_ROOT, file));
      for (const file of files) expect(existsSync(file), file).toBe(true);
      // Only the import.meta.url of those rewritten expressions is left: the bundle's own.
      expect(bundle.split('import.meta.url').length - 1).toBe(own.length);
      // The operators' commands are built beside it, for a production install (decision 111).
      for (const command of ['backup', 'restore']) {
        const run = spawnSync(process.execPath, [join(outDir, `${command}.js`)], { encoding: 'utf8' });
        expect(run.status).toBe(1);
        expect(run.stderr).toMatch(new RegExp(`^${command} failed: (say where the backup goes|name one backup file)`));
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('reads data next to a source file from wherever the built tree is moved', async () => {
    const root = project('movable', {
      'src/read.ts':
        "import { readFileSync } from 'node:fs';\nexport const text = readFileSync(new URL('../data/note.txt', import.meta.url), 'utf8');\n",
      'src/main.ts': "import { text } from './read.ts';\nconsole.log(text);\n",
      'data/note.txt': 'found next to its source',
    });
    await buildServer({ entry: join(root, 'src/main.ts'), outDir: join(root, 'dist'), dependencies: [] });
    const moved = join(scratch, 'moved');
    cpSync(root, moved, { recursive: true });
    rmSync(root, { recursive: true });
    expect(
      execFileSync(process.execPath, [join(moved, 'dist/server.js')])
        .toString()
        .trim(),
    ).toBe('found next to its source');
  });

  it('fails, leaving no bundle, when the code imports a package the API does not depend on', async () => {
    const root = project('undeclared', {
      'main.ts':
        "import { z } from 'zod';\nimport 'left-pad-that-is-not-there/sub';\nimport { join } from 'node:path';\nimport 'fs';\nconsole.log(z, join);\n",
    });
    const outDir = join(root, 'dist');
    await expect(buildServer({ entry: join(root, 'main.ts'), outDir, dependencies: ['zod'] })).rejects.toThrow(
      /not in apps\/api\/package.json's dependencies: left-pad-that-is-not-there$/,
    );
    expect(existsSync(outDir)).toBe(false);
    await buildServer({ entry: join(root, 'main.ts'), outDir, dependencies: ['zod', 'left-pad-that-is-not-there'] });
    expect(existsSync(join(outDir, 'server.js'))).toBe(true);
  });

  it('refuses import.meta.dirname and filename, which it would not rewrite', async () => {
    for (const property of ['dirname', 'filename']) {
      const root = project(`meta-${property}`, { 'main.ts': `console.log(import.meta.${property});\n` });
      await expect(
        buildServer({ entry: join(root, 'main.ts'), outDir: join(root, 'dist'), dependencies: [] }),
      ).rejects.toThrow(/use import\.meta\.url/);
    }
  });
});
