import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutLatinTerms } from './without-latin-terms.ts';

const HINDI_CONDITIONS = join(import.meta.dirname, '../../../../../packages/content/data/locales/hi/conditions');

describe('a condition’s name as a page in the visitor’s language shows it', () => {
  it('drops the English term in brackets from a Hindi name, and keeps the Hindi ones', () => {
    expect(withoutLatinTerms('घुटने का गठिया (knee osteoarthritis)')).toBe('घुटने का गठिया');
    expect(withoutLatinTerms('गुदा में दरार (फिशर, anal fissure)')).toBe('गुदा में दरार (फिशर)');
    expect(withoutLatinTerms('कंधे के ऊपर वाले जोड़ (AC जोड़) में चोट या गठिया (acromioclavicular joint injury)')).toBe(
      'कंधे के ऊपर वाले जोड़ में चोट या गठिया',
    );
    expect(withoutLatinTerms('पेट की टीबी (abdominal tuberculosis)')).toBe('पेट की टीबी');
  });

  it('leaves an English name as it is, brackets and all', () => {
    expect(withoutLatinTerms('Knee osteoarthritis (wear-and-tear arthritis)')).toBe(
      'Knee osteoarthritis (wear-and-tear arthritis)',
    );
  });

  it('leaves no Latin letter in any Hindi name of the knowledge base', () => {
    const files = readdirSync(HINDI_CONDITIONS).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(100);
    const left = files
      .map((f) => JSON.parse(readFileSync(join(HINDI_CONDITIONS, f), 'utf8')) as { disease_name: { hi: string } })
      .map((c) => withoutLatinTerms(c.disease_name.hi))
      .filter((name) => /\p{Script=Latin}/u.test(name) || name === '');
    expect(left).toEqual([]);
  });
});
