import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocationKey } from '@painpoint/contracts';
import { DEFAULT_DATA_DIR } from './load.ts';
import { CaseFile } from './schema.ts';

/**
 * The held-out case set: written on 2026-11-26 from `npm run questions` alone by two writers who
 * never saw the weights, before the engine's scoring model was rebuilt, and scored as written.
 * It is frozen: its files are never edited (not even to answer a question added later; a new case
 * set is written instead), which a test holds by the hash below. It is reported by
 * `npm run eval` and never gated on, so no change is ever fitted to it by a failing check.
 */
export const HELD_OUT_FOLDER = 'cases-heldout';
/** How `npm run eval` names it. */
export const HELD_OUT_TITLE =
  'HELD OUT: written 2026-11-26 from the questions alone before the scoring model was rebuilt; frozen by hash, reported and never gated';

/** sha256 of the held-out files (names and contents, in name order), as frozen when first scored. */
export const HELD_OUT_SHA256 = '9448b1566abb2171f549ae9443e2794c2cb8d48267b839b57efb26360401b4b9';

/** The held-out files' hash, as {@link HELD_OUT_SHA256} records it. */
export const heldOutHash = (dataDir = DEFAULT_DATA_DIR): string => caseFolderHash(HELD_OUT_FOLDER, dataDir);

/**
 * sha256 of a folder of case files: each `.json` file's name and contents, in name order. A frozen
 * set's files hash to the value recorded when it was frozen ({@link HELD_OUT_SHA256},
 * `FROZEN_SETS` in frozen-sets.ts).
 */
export function caseFolderHash(folder: string, dataDir = DEFAULT_DATA_DIR): string {
  const dir = join(dataDir, folder);
  const hash = createHash('sha256');
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    hash.update(`${name}\n`).update(readFileSync(join(dir, name)));
  }
  return hash.digest('hex');
}

/**
 * Reads the held-out cases by place. Parsed with the case schema only: a question changed later may
 * no longer offer an option a case answers, and the engine then reads that answer as "not sure",
 * as it would a visitor's stale answer, rather than the frozen file being corrected.
 */
export function loadHeldOut(dataDir = DEFAULT_DATA_DIR): Map<LocationKey, CaseFile> {
  const dir = join(dataDir, HELD_OUT_FOLDER);
  const out = new Map<LocationKey, CaseFile>();
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const file = CaseFile.parse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
    out.set(file.location, file);
  }
  return out;
}
