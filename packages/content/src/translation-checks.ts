import { DANGER_SIGNS, WHOLE_BODY, type KnowledgeBase } from './load.ts';
import {
  CONTENT_LANGUAGES,
  catalogueProblems,
  conditionTexts,
  locationTexts,
  stepTexts,
  type ContentLanguage,
} from './translations.ts';

/**
 * The languages whose translation is complete: for these, a text without its translation fails
 * `content:check`. A language joins the list when its translation is first complete, and never
 * leaves it (docs/content-authoring.md, "Languages").
 */
export const COMPLETE_LANGUAGES: readonly ContentLanguage[] = ['hi'];

export interface LanguageReport {
  lang: ContentLanguage;
  texts: number;
  translated: number;
  /** Mean words per sentence of the translated texts, and the share of sentences over 20 words. */
  readability: { wordsPerSentence: number; longSentences: number };
}

/** Sentences of a Hindi (or English) text: split at the danda, full stop, ? and !. */
const sentencesOf = (text: string) =>
  text
    .split(/[।.?!]+(?:\s|$)/u)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Every language's coverage of the knowledge base, with errors for translations that are wrong in
 * form (out of date, a number lost, no Devanagari, a text that no longer exists) and, for a
 * complete language, for every text without its translation.
 */
export function checkTranslations(kb: KnowledgeBase, errors: string[], warnings: string[]): LanguageReport[] {
  return CONTENT_LANGUAGES.map((lang) => {
    let texts = 0;
    let missing = 0;
    const sentences: number[] = [];
    const files = [
      ...[...kb.locations.values()].map(
        (l) =>
          [
            `locations/${l.own.location}`,
            locationTexts(l.own),
            kb.translations[lang].locations.get(l.own.location),
          ] as const,
      ),
      ...(kb.dangerSigns
        ? [
            [
              `shared/${DANGER_SIGNS}`,
              stepTexts(kb.dangerSigns.steps),
              kb.translations[lang].shared.get(DANGER_SIGNS),
            ] as const,
          ]
        : []),
      ...(kb.wholeBody
        ? [
            [
              `shared/${WHOLE_BODY}`,
              stepTexts(kb.wholeBody.steps),
              kb.translations[lang].shared.get(WHOLE_BODY),
            ] as const,
          ]
        : []),
      ...[...kb.conditions.values()].map(
        (c) =>
          [
            `conditions/${c.disease_short_name}`,
            conditionTexts(c),
            kb.translations[lang].conditions.get(c.disease_short_name),
          ] as const,
      ),
    ];
    for (const [name, fileTexts, catalogue] of files) {
      const found = catalogueProblems(fileTexts, lang, catalogue);
      texts += fileTexts.length;
      missing += found.missing.length;
      for (const p of found.problems) errors.push(`locales/${lang}/${name}.json: ${p}`);
      if (COMPLETE_LANGUAGES.includes(lang)) {
        for (const p of found.missing) errors.push(`locales/${lang}/${name}.json: ${p}: not translated`);
      }
      const done = new Set(found.missing);
      for (const [path] of fileTexts) {
        const text = catalogue?.[path]?.[lang];
        if (done.has(path) || !text) continue;
        for (const s of sentencesOf(text)) {
          const words = s.split(/\s+/u).length;
          sentences.push(words);
          if (words > 30)
            warnings.push(`locales/${lang}/${name}.json: ${path}: a sentence of ${words} words (aim for 20 or fewer)`);
        }
      }
    }
    const n = sentences.length || 1;
    return {
      lang,
      texts,
      translated: texts - missing,
      readability: {
        wordsPerSentence: sentences.reduce((a, b) => a + b, 0) / n,
        longSentences: sentences.filter((w) => w > 20).length / n,
      },
    };
  });
}
