import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonSchemaFiles, SCHEMA_DIR } from '../json-schema.ts';
import { DEFAULT_DATA_DIR } from '../load.ts';

// Rewrites data/schema/ from the zod schemas (packages/content/src/json-schema.ts).
const dir = join(DEFAULT_DATA_DIR, SCHEMA_DIR);
mkdirSync(dir, { recursive: true });
for (const [name, text] of jsonSchemaFiles()) {
  writeFileSync(join(dir, name), text);
  console.log(`wrote data/${SCHEMA_DIR}/${name}`);
}
