// Marks every script of the page for eager compilation (docs/decisions/054). V8 compiles a file
// that begins with the magic comment below whole, on a background thread while it streams in.
// Without it, V8 compiles each function on the page's main thread the first time it runs: for
// React and the route taking a drawn page over, most of what the page spent not answering.
//
// Two steps. Rolldown's `postBanner` puts the comment at the top of every chunk after
// minification, so each file's hash counts it. Vite then puts its list of a chunk's lazy
// dependencies (`const __vite__mapDeps=…`) above it in the chunks that import others lazily, the
// entry among them, and V8 heeds the comment only as the file's very first line: once the files
// are written, those few are put right, with their .br and .gz copies. Workers are built
// separately; they compile on their own thread already.
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** V8's magic comment: compile every function of this file now, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The levels of the build's .br and .gz copies (vite.config.ts compresses with them too). */
export const BROTLI_QUALITY = 11;
export const GZIP_LEVEL = 9;

/** The chunk's code with the hint as its first line, once. */
export function hintFirst(code: string): string {
  if (code.startsWith(`${COMPILE_HINT}\n`)) return code;
  return `${COMPILE_HINT}\n${code.replace(`${COMPILE_HINT}\n`, '')}`;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Puts the hint first in the written chunks where Vite's lines came above it. */
export function compileHintsFirst(): Plugin {
  return {
    name: 'painpoint:compile-hints-first',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.config.build.ssr || !options.dir) return;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || file.code.startsWith(`${COMPILE_HINT}\n`)) continue;
        const path = join(options.dir, file.fileName);
        const code = hintFirst(await readFile(path, 'utf8'));
        await writeFile(path, code);
        if (existsSync(`${path}.br`))
          await writeFile(
            `${path}.br`,
            await brotli(code, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
          );
        if (existsSync(`${path}.gz`)) await writeFile(`${path}.gz`, await gzipped(code, { level: GZIP_LEVEL }));
      }
    },
  };
}
