import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR } from './load.ts';
import { PlainWordsFile, plainWordProblems } from './plain-words.ts';

const list = PlainWordsFile.parse(
  JSON.parse(readFileSync(join(DEFAULT_DATA_DIR, 'checks', 'plain-words.json'), 'utf8')),
);
const check = (en: string, hi: string) => plainWordProblems([{ where: 'throat/x', en, hi }], list.words);

describe('content:check: plain words (issue 51)', () => {
  it('lists the words the held-out writers could not follow, each with English and Hindi plain words', () => {
    const words = list.words.map((w) => w.word);
    for (const w of [
      'diverticula',
      'aneurysm',
      'uvula',
      'HRT',
      'loins',
      'angithi',
      'chuna',
      'galsua',
      'hathipaon',
      'gutka',
    ])
      expect(words).toContain(w);
  });

  it('fails a listed word with no gloss in the same text, in English and in Hindi', () => {
    expect(check('The uvula is pushed across', 'कौआ एक ओर धकेला हुआ है')).toEqual([
      'throat/x: "The uvula is pushed across" uses "uvula" without its plain words ("the small soft flap that hangs at the back of the mouth")',
      'throat/x (hi): "कौआ एक ओर धकेला हुआ है" uses "uvula" without its plain words ("छोटी जीभ")',
    ]);
  });

  it('passes it with its gloss, and fails a Hindi text that uses the word itself', () => {
    expect(
      check(
        'The small soft flap that hangs at the back of the mouth (uvula) is pushed across',
        'गले के पीछे लटकने वाली छोटी जीभ (कौआ) एक ओर धकेली हुई है',
      ),
    ).toEqual([]);
    expect(plainWordProblems([{ where: 'x', en: 'A coal fire', hi: 'अंगीठी जल रही थी' }], list.words)).toHaveLength(1);
  });

  it('finds a word only at the start of a word', () => {
    expect(check('Heart trouble', 'दिल की बीमारी')).toEqual([]);
  });
});
