import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_DATA_DIR, WEIGHTS_ONLY_SHARED } from '../load.ts';
import { ConditionSourceFile, LocationSourceFile, SharedStepsFile } from '../schema.ts';
import {
  CONTENT_LANGUAGES,
  conditionTexts,
  locationTexts,
  stepTexts,
  updateCatalogue,
  type ContentLanguage,
  type TranslationCatalogue,
} from '../translations.ts';
import { readArgs } from './args.ts';

/**
 * `npm run content:i18n -- --lang hi`: writes or brings up to date the translation catalogue of
 * every content file (data/locales/<lang>/{locations,conditions,shared}/<name>.json), keeping every
 * translation whose English is unchanged. Translators then fill in the empty texts, in the files
 * themselves or, with `--merge <folder>`, from `<folder>/{locations,conditions,shared}/<name>.json` files
 * of `{ "<path>": "<translation>" }` (only paths the catalogue has are taken).
 */
const usage = 'npm run content:i18n -- --lang <hi> [--merge <folder>]';
const { lang, merge } = readArgs({ lang: { type: 'string' }, merge: { type: 'string' } }, usage);
if (!CONTENT_LANGUAGES.includes(lang as ContentLanguage)) {
  console.error(`--lang must be one of: ${CONTENT_LANGUAGES.join(', ')}\n\nusage: ${usage}`);
  process.exit(2);
}
const language = lang as ContentLanguage;

const kinds = [
  ['locations', (raw: unknown) => locationTexts(LocationSourceFile.parse(raw))],
  ['conditions', (raw: unknown) => conditionTexts(ConditionSourceFile.parse(raw))],
  ['shared', (raw: unknown) => stepTexts(SharedStepsFile.parse(raw).steps)],
] as const;

let texts = 0;
let empty = 0;
for (const [kind, textsOf] of kinds) {
  const from = join(DEFAULT_DATA_DIR, kind);
  const to = join(DEFAULT_DATA_DIR, 'locales', language, kind);
  mkdirSync(to, { recursive: true });
  // The whole-body conditions and "also hurts" hold only weights: their texts are the condition files'.
  const files = readdirSync(from).filter(
    (f) => f.endsWith('.json') && !WEIGHTS_ONLY_SHARED.includes(f.replace(/\.json$/, '')),
  );
  for (const name of files) {
    const target = join(to, name);
    const old = existsSync(target) ? (JSON.parse(readFileSync(target, 'utf8')) as TranslationCatalogue) : {};
    const catalogue = updateCatalogue(textsOf(JSON.parse(readFileSync(join(from, name), 'utf8'))), language, old);
    const incoming = merge === undefined ? undefined : join(merge, kind, name);
    if (incoming !== undefined && existsSync(incoming)) {
      const texts = JSON.parse(readFileSync(incoming, 'utf8')) as Record<string, unknown>;
      for (const [path, text] of Object.entries(texts)) {
        const entry = catalogue[path];
        if (entry && typeof text === 'string' && text.trim()) {
          entry[language] = text.trim();
          delete entry[`${language}_was`];
        }
      }
    }
    writeFileSync(target, `${JSON.stringify(catalogue, null, 2)}\n`);
    const entries = Object.values(catalogue);
    texts += entries.length;
    empty += entries.filter((e) => !e[language]).length;
  }
}
console.log(`${language}: ${texts} texts, ${texts - empty} translated, ${empty} to translate`);
