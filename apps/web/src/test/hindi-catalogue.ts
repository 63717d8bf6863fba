import { describe, expect, it } from 'vitest';

/**
 * Checks a Hindi catalogue against its English one. The types already prove the keys of objects;
 * this also covers list lengths, and what the types cannot see: a lost {{placeholder}} (its value
 * would never show), a lost number (112, 108, 24 hours…), and a string left in English. Shared by
 * the tests beside each catalogue, since shared code may not import a feature's catalogue.
 */
export function describeHindiCatalogue(name: string, english: unknown, hindi: unknown): void {
  describe(`the Hindi ${name} catalogue`, () => {
    const enStrings = strings(english);
    const hiStrings = strings(hindi);

    it('has the same key paths as the English, lists of the same length', () => {
      expect([...hiStrings.keys()].sort()).toEqual([...enStrings.keys()].sort());
    });

    it('keeps every {{placeholder}} and adds none', () => {
      const changed = [...enStrings]
        .filter(([path, s]) => placeholders(s).join() !== placeholders(hiStrings.get(path) ?? '').join())
        .map(([path]) => path);
      expect(changed).toEqual([]);
    });

    it('keeps every number of the English', () => {
      const lost = [...enStrings].flatMap(([path, s]) => {
        const have = digitRuns(hiStrings.get(path) ?? '');
        return [...digitRuns(s)].filter((n) => !have.has(n)).map((n) => `${path}: ${n}`);
      });
      expect(lost).toEqual([]);
    });

    it('writes every string in Devanagari, save the brand and strings with no words', () => {
      const inEnglish = [...enStrings]
        .filter(([, s]) => s !== BRAND && /\p{L}/u.test(withoutPlaceholders(s)))
        .filter(([path]) => !DEVANAGARI.test(hiStrings.get(path) ?? ''))
        .map(([path]) => path);
      expect(inEnglish).toEqual([]);
    });
  });
}

/** Every string in a catalogue by its dotted path (list items by index). */
function strings(node: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof node === 'string') found.set(path, node);
  else if (node !== null && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      for (const [p, s] of strings(v, path ? `${path}.${k}` : k)) found.set(p, s);
    }
  } else throw new Error(`${path} is neither a string nor a group`);
  return found;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const placeholders = (s: string) => [...s.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();
const withoutPlaceholders = (s: string) => s.replace(PLACEHOLDER, '');
const digitRuns = (s: string) => new Set(withoutPlaceholders(s).match(/\d+/g) ?? []);
const DEVANAGARI = /[\u0900-\u097F]/;
const BRAND = 'PainPoint';
