import { LANGUAGE_CODES, type Language } from '@painpoint/contracts';
import { z } from 'zod';
import type { ConditionFile, LocationFile } from './schema.ts';

/**
 * The knowledge base's texts in another language (docs/content-authoring.md, "Languages"). Each
 * content file has a catalogue beside it under `data/locales/<lang>/`, with the same name:
 * `{ "<path>": { "en": "<the English it translates>", "<lang>": "<the translation>" } }`.
 * Keeping the English it was made from shows at once when the English changed and the
 * translation is out of date. Paths name steps and options by their keys, not their positions,
 * so reordering questions keeps their translations. Source and video titles are not translated:
 * they name pages that are in English.
 */
export const TranslationCatalogue = z.record(z.string(), z.record(z.string(), z.string()));
export type TranslationCatalogue = z.infer<typeof TranslationCatalogue>;

/** The languages the knowledge base may be read in besides English, which it is written in. */
export type ContentLanguage = Exclude<Language, 'en'>;
export const CONTENT_LANGUAGES = LANGUAGE_CODES.filter((l): l is ContentLanguage => l !== 'en');

/** Every text of a location file that a visitor reads, by path, in reading order. */
export function locationTexts(file: Pick<LocationFile, 'label' | 'description' | 'steps'>): [string, string][] {
  return [['label', file.label], ['description', file.description], ...stepTexts(file.steps)];
}

/** Every text of a list of steps that a visitor reads, by path (`steps.<id>…`), in reading order. */
export function stepTexts(steps: readonly LocationFile['steps'][number][]): [string, string][] {
  const out: [string, string][] = [];
  for (const step of steps) {
    const at = `steps.${step.id}`;
    out.push([`${at}.question`, step.question]);
    if (step.question_child !== undefined) out.push([`${at}.question_child`, step.question_child]);
    if (step.question_other !== undefined) out.push([`${at}.question_other`, step.question_other]);
    if (step.help !== undefined) out.push([`${at}.help`, step.help]);
    for (const option of step.step_options) {
      const o = `${at}.options.${option.key}`;
      out.push([`${o}.label`, option.label]);
      if (option.red_flag_reason !== undefined) out.push([`${o}.red_flag_reason`, option.red_flag_reason]);
    }
  }
  return out;
}

/** Every text of a condition file that a visitor reads, by path, in reading order. */
export function conditionTexts(file: ConditionFile): [string, string][] {
  const out: [string, string][] = [
    ['disease_name', file.disease_name],
    ['description', file.description],
  ];
  file.red_flags.forEach((t, i) => out.push([`red_flags.${i}`, t]));
  file.tests.forEach((t, i) => {
    out.push([`tests.${i}.name`, t.name]);
    out.push([`tests.${i}.purpose`, t.purpose]);
  });
  file.treatments.forEach((t, i) => out.push([`treatments.${i}`, t]));
  file.self_care.forEach((t, i) => out.push([`self_care.${i}`, t]));
  out.push(['when_to_seek_care', file.when_to_seek_care]);
  return out;
}

/**
 * The catalogue for a file's texts, keeping every translation whose English is unchanged. A text
 * whose English changed keeps its old translation under `<lang>_was` and an empty `<lang>`, so
 * the translator sees what to revise and the check reports it missing until they do.
 */
export function updateCatalogue(
  texts: [string, string][],
  lang: ContentLanguage,
  old: TranslationCatalogue = {},
): TranslationCatalogue {
  const out: TranslationCatalogue = {};
  for (const [path, en] of texts) {
    const before = old[path];
    if (before?.en === en) {
      out[path] = before;
    } else {
      const was = before?.[lang] || before?.[`${lang}_was`];
      out[path] = { en, [lang]: '', ...(was ? { [`${lang}_was`]: was } : {}) };
    }
  }
  return out;
}

/** What is wrong with a catalogue against the file's current texts, one line per problem. */
export function catalogueProblems(
  texts: [string, string][],
  lang: ContentLanguage,
  catalogue: TranslationCatalogue | undefined,
): { missing: string[]; problems: string[] } {
  const missing: string[] = [];
  const problems: string[] = [];
  const known = new Set(texts.map(([p]) => p));
  for (const path of Object.keys(catalogue ?? {})) {
    if (!known.has(path)) problems.push(`${path}: no such text any more (run content:i18n)`);
  }
  for (const [path, en] of texts) {
    const entry = catalogue?.[path];
    const text = entry?.[lang]?.trim();
    if (entry === undefined || entry.en !== en || !text) {
      missing.push(path);
      continue;
    }
    if (!/[\u0900-\u097F]/.test(text)) problems.push(`${path}: has no Devanagari`);
    // Numbers carry doses, days and the emergency numbers: every one in the English must be there.
    for (const n of en.match(/\d+(?:[.,]\d+)?/g) ?? []) {
      if (!text.includes(n)) problems.push(`${path}: the number ${n} is missing`);
    }
  }
  return { missing, problems };
}

/** A file's texts with a catalogue's translations put in; texts it lacks stay in English. */
export function translated(texts: [string, string][], lang: ContentLanguage, catalogue: TranslationCatalogue) {
  const out = new Map<string, string>();
  for (const [path, en] of texts) {
    const entry = catalogue[path];
    const text = entry?.en === en ? entry[lang]?.trim() : undefined;
    out.set(path, text || en);
  }
  return out;
}
