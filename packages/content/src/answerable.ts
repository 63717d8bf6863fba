import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATA_DIR, type KnowledgeBase } from './load.ts';
import { checkOneFact, joinedOptionsOf } from './one-fact.ts';
import { PlainWordsFile, plainWordProblems, visitorTexts } from './plain-words.ts';
import { checkWhoAnswers, whoAnswersOfKnowledgeBase } from './who-answers.ts';

/** The folder, under data/, of the records these checks read (decision 123). */
export const CHECKS_DIR = 'checks';

/**
 * `data/checks/one-fact.json`: why an option whose words join facts is one fact (`reasons`, by
 * `place/key`).
 */
export const OneFactFile = z.strictObject({
  about: z.string().min(10),
  reasons: z.record(z.string(), z.object({ label: z.string().min(2), why: z.string().min(15).max(300) })),
});
export type OneFactFile = z.infer<typeof OneFactFile>;

const read = <T>(schema: z.ZodType<T>, name: string, dataDir: string): T =>
  schema.parse(JSON.parse(readFileSync(join(dataDir, CHECKS_DIR, `${name}.json`), 'utf8')));

/**
 * Questions a real person can answer truthfully (issue 51, decision 123): one fact per option,
 * questions a family can answer for a baby or an adult who cannot speak, and plain words.
 * `hindi` is the knowledge base in Hindi (inLanguage).
 */
export function checkAnswerable(
  kb: KnowledgeBase,
  hindi: KnowledgeBase,
  errors: string[],
  dataDir: string = DEFAULT_DATA_DIR,
): void {
  const oneFact = read(OneFactFile, 'one-fact', dataDir);
  checkOneFact(joinedOptionsOf(kb), oneFact.reasons, errors);
  checkWhoAnswers(whoAnswersOfKnowledgeBase(kb), errors);
  errors.push(...plainWordProblems(visitorTexts(kb, hindi), read(PlainWordsFile, 'plain-words', dataDir).words));
}
