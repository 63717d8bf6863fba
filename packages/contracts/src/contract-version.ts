import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

export { CONTRACT_VERSION_HEADER } from './constants.ts';

/**
 * The version of the contract between the web app and the API: a digest of this package's source
 * files. The web build takes it in (vite.config.ts) and the API sends it with every answer
 * (`contract-version`), so a page built against another contract reloads instead of reading
 * answers of a shape it does not know (decision 079). For Node only: the browser never imports it.
 */
export function contractVersion(): string {
  const dir = new URL('.', import.meta.url);
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(new URL(file, dir)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}
