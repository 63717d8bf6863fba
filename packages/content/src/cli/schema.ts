import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { jsonSchemaFiles, SCHEMA_DIR, schemaRefOf } from '../json-schema.ts';
import { DEFAULT_DATA_DIR, SCHEMA_KEY } from '../load.ts';

// Rewrites data/schema/ from the zod schemas (packages/content/src/json-schema.ts), and names its
// schema at the top of every content file that does not yet: one line added, nothing else moved,
// so the change merges with any other edit of the file.
const dir = join(DEFAULT_DATA_DIR, SCHEMA_DIR);
mkdirSync(dir, { recursive: true });
for (const [name, text] of jsonSchemaFiles()) {
  writeFileSync(join(dir, name), text);
  console.log(`wrote data/${SCHEMA_DIR}/${name}`);
}

let named = 0;
for (const file of readdirSync(DEFAULT_DATA_DIR, { recursive: true, encoding: 'utf8' })) {
  const path = relative(DEFAULT_DATA_DIR, join(DEFAULT_DATA_DIR, file)).split('\\').join('/');
  const ref = schemaRefOf(path);
  if (!ref || !path.endsWith('.json')) continue;
  const text = readFileSync(join(DEFAULT_DATA_DIR, path), 'utf8');
  if (text.includes(`"${SCHEMA_KEY}"`)) continue;
  if (!text.startsWith('{\n'))
    throw new Error(`data/${path}: expected a JSON object starting with "{" on its own line`);
  writeFileSync(join(DEFAULT_DATA_DIR, path), `{\n  "${SCHEMA_KEY}": ${JSON.stringify(ref)},\n${text.slice(2)}`);
  named++;
}
console.log(`named the schema in ${named} content file(s)`);
