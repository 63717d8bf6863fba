import type { DiagnosisStep } from '@painpoint/contracts';
import { z } from 'zod';
import type { KnowledgeBase } from './load.ts';

/**
 * `data/checks/plain-words.json` (issue 51): words a 12-year-old, or a reader from another part of
 * India, would not know, each with the plain words that explain it in English and Hindi.
 */
export const PlainWordsFile = z.object({
  about: z.string().min(10),
  words: z
    .array(
      z.object({
        /** The word as a reader meets it. */
        word: z.string().min(2),
        /** How it is found in English: the start of a word, any case ("diverticul" finds "diverticula"). */
        en: z.array(z.string().min(2)).min(1),
        /** How it is found in Hindi, where it is written in Devanagari ("अंगीठी"). */
        hi: z.array(z.string().min(2)).default([]),
        /** The plain words, any one of which in the same text explains it: the first is the one to use. */
        gloss: z.object({ en: z.array(z.string().min(3)).min(1), hi: z.array(z.string().min(2)).min(1) }),
      }),
    )
    .min(1),
});
export type PlainWordsFile = z.infer<typeof PlainWordsFile>;
type PlainWord = PlainWordsFile['words'][number];

/** One text a visitor reads, in English and in Hindi. */
export interface VisitorText {
  where: string;
  en: string;
  hi: string;
}

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const finds = (forms: readonly string[], text: string, latin: boolean): boolean =>
  forms.some((f) =>
    latin ? new RegExp(`(^|[^a-z])${escape(f.toLowerCase())}`).test(squash(text)) : squash(text).includes(f),
  );
const glossed = (glosses: readonly string[], text: string): boolean =>
  glosses.some((g) => squash(text).includes(squash(g)));

/**
 * Fails a text that uses a listed word without one of its glosses in the same text: the English
 * when the English uses it, and the Hindi when the English uses it or the Hindi names it itself.
 * "Nearby" is the same text (a question, its help, an option's label, a condition's name), since
 * an option has no hint of its own and a gloss elsewhere on the page may not be read.
 */
export function plainWordProblems(texts: readonly VisitorText[], words: readonly PlainWord[]): string[] {
  const problems: string[] = [];
  for (const t of texts)
    for (const w of words) {
      const inEnglish = finds(w.en, t.en, true);
      if (inEnglish && !glossed(w.gloss.en, t.en))
        problems.push(`${t.where}: "${t.en}" uses "${w.word}" without its plain words ("${w.gloss.en[0]}")`);
      if ((inEnglish || finds(w.hi, t.hi, false)) && !glossed(w.gloss.hi, t.hi))
        problems.push(`${t.where} (hi): "${t.hi}" uses "${w.word}" without its plain words ("${w.gloss.hi[0]}")`);
    }
  return problems;
}

function stepTexts(name: string, en: readonly DiagnosisStep[], hi: readonly DiagnosisStep[]): VisitorText[] {
  return en.flatMap((step, i) => {
    const h = hi[i]!;
    const at = `${name}/${step.id}`;
    const pair = (field: 'question' | 'question_child' | 'question_other' | 'help') =>
      step[field] === undefined ? [] : [{ where: `${at}.${field}`, en: step[field], hi: h[field] ?? step[field] }];
    return [
      ...pair('question'),
      ...pair('question_child'),
      ...pair('question_other'),
      ...pair('help'),
      ...step.step_options.map((o, j) => ({ where: `${at}/${o.key}`, en: o.label, hi: h.step_options[j]!.label })),
    ];
  });
}

/** Every question, help text, option label and condition name, in English and Hindi (`hindi` is the kb in Hindi). */
export function visitorTexts(kb: KnowledgeBase, hindi: KnowledgeBase): VisitorText[] {
  return [
    ...[...kb.locations].flatMap(([key, loc]) => stepTexts(key, loc.own.steps, hindi.locations.get(key)!.own.steps)),
    ...(kb.dangerSigns ? stepTexts('danger-signs', kb.dangerSigns.steps, hindi.dangerSigns!.steps) : []),
    ...(kb.wholeBody ? stepTexts('whole-body', kb.wholeBody.steps, hindi.wholeBody!.steps) : []),
    ...[...kb.conditions].map(([key, c]) => ({
      where: `conditions/${key}.disease_name`,
      en: c.disease_name,
      hi: hindi.conditions.get(key)!.disease_name,
    })),
  ];
}
