import { LANGUAGE_CODES } from '@painpoint/contracts/languages';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { issueIn, WORDS, type Words } from './index.ts';

/**
 * Every sentence of every language, each function called with sample values, by its path:
 * `field.tooFewCharacters` → the sentence for 8.
 */
function sentences(words: Words): Map<string, string> {
  const out = new Map<string, string>();
  const sample = (key: string): unknown[] =>
    key === 'invalidRequest'
      ? [[{ path: 'body.email', message: words.field.emailInvalid }]]
      : key === 'passwordTooEasy'
        ? [words.passwordWhy.common]
        : key === 'ourFault'
          ? ['req-7']
          : key === 'unreadable'
            ? [413]
            : [8];
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix + key;
      // The mail and texts, whole letters rather than sentences: letters-hi.test.ts.
      if (path === 'letters') continue;
      if (typeof value === 'string') out.set(path, value);
      else if (typeof value === 'function') out.set(path, (value as (...a: unknown[]) => string)(...sample(key)));
      else walk(value as object, `${path}.`);
    }
  };
  walk(words, '');
  return out;
}

const digits = (s: string) => (s.match(/\d+/g) ?? []).sort();

describe('the API’s words in each language (decision 048)', () => {
  const english = sentences(en);

  it.each(LANGUAGE_CODES.filter((l) => l !== 'en'))(
    '%s: every sentence there, in its own script, with the same numbers',
    (lang) => {
      const said = sentences(WORDS[lang]);
      expect([...said.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [path, sentence] of said) {
        const original = english.get(path)!;
        expect(sentence, path).not.toBe(original);
        expect(sentence, path).toMatch(/[\u0900-\u097F]/);
        expect(digits(sentence), path).toEqual(digits(original));
      }
    },
  );

  it('keeps the spec’s English sentences word for word', () => {
    expect(en.loginFailed).toBe('Wrong email/password! Please try again');
    expect(en.accountExists).toBe('Account already exist');
  });
});

describe('issueIn: what is wrong with a field', () => {
  it('keeps the schema’s own sentence in English', () => {
    expect(issueIn('en', { keyword: 'too_small', message: 'Too small: expected string to have >=8 characters' })).toBe(
      'Too small: expected string to have >=8 characters',
    );
  });

  it('says a schema sentence it knows in the language’s words', () => {
    expect(issueIn('hi', { keyword: 'custom', message: en.field.passwordsDiffer })).toBe(
      WORDS.hi.field.passwordsDiffer,
    );
    expect(issueIn('hi', { keyword: 'custom', message: en.field.emailInvalid })).toBe(WORDS.hi.field.emailInvalid);
  });

  it('otherwise says what kind of problem it is, with its limit', () => {
    const hi = WORDS.hi.field;
    expect(issueIn('hi', { keyword: 'too_small', message: 'x', params: { origin: 'string', minimum: 8 } })).toBe(
      hi.tooFewCharacters(8),
    );
    expect(issueIn('hi', { keyword: 'too_big', message: 'x', params: { origin: 'array', maximum: 40 } })).toBe(
      hi.tooManyItems(40),
    );
    expect(issueIn('hi', { keyword: 'too_big', message: 'x', params: { origin: 'number', maximum: 300 } })).toBe(
      hi.tooBig(300),
    );
    expect(issueIn('hi', { keyword: 'invalid_type', message: 'x' })).toBe(hi.missing);
    expect(issueIn('hi', { keyword: 'invalid_value', message: 'x' })).toBe(hi.notAnOption);
    expect(issueIn('hi', { keyword: 'invalid_format', message: 'x', params: { format: 'email' } })).toBe(
      hi.emailInvalid,
    );
    expect(issueIn('hi', { keyword: 'custom', message: 'An English sentence no language has' })).toBe(hi.notValid);
  });
});
