// `npm run content:matrix [-- --location knee] [--out <folder>]`
// Writes each place's weights as a table for review (src/matrix.ts): one CSV per place, a row per
// answer and a column per condition, to open in a spreadsheet. The files are generated and made
// read-only; the weights are edited in data/locations/, never here.
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadKnowledgeBase } from '../load.ts';
import { toCsv, weightMatrix } from '../matrix.ts';
import { readArgs, readLocation } from './args.ts';

const USAGE = 'npm run content:matrix [-- --location <location>] [--out <folder>]';
const args = readArgs({ location: { type: 'string' }, out: { type: 'string' } }, USAGE);
const only = readLocation(args.location, USAGE);
const out = resolve(args.out ?? fileURLToPath(new URL('../../../../.content-matrix', import.meta.url)));

const kb = loadKnowledgeBase({ cases: false });
mkdirSync(out, { recursive: true });
for (const [location, place] of kb.locations) {
  if (only !== undefined && location !== only) continue;
  const path = join(out, `${location}.csv`);
  rmSync(path, { force: true });
  writeFileSync(path, toCsv(weightMatrix(place)));
  chmodSync(path, 0o444);
  console.log(`wrote ${path}`);
}
