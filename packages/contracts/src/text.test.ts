import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { INVISIBLE_TEXT, ONE_LINE_TEXT, UNSTORABLE_TEXT } from './constants.ts';
import { isOneLine, isStorableText, line, text } from './text.ts';

describe('text(): strings PostgreSQL can store as they are', () => {
  it('refuses NUL and lone surrogates, before any trim or format rule, with one clear message', () => {
    const name = text(z.trim(), z.minLength(1), z.maxLength(100));
    for (const bad of ['a\u0000b', '\u0000', ' \u0000 ', 'a\ud800b', '\udfff', '\udc00\ud83d', 'ok\ud83d']) {
      const result = name.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([UNSTORABLE_TEXT]);
    }
  });

  it('keeps every other character: emoji (surrogate pairs), scripts, other control characters', () => {
    for (const good of ['Asha', 'मेरा घुटना', '😀 ok', '\u{1F9B5}', 'tab\there', 'a\u202eb', '']) {
      expect(isStorableText(good), JSON.stringify(good)).toBe(true);
      expect(text().safeParse(good).success).toBe(true);
    }
  });

  it('applies the field rules after the storable check, in order: trim, then length', () => {
    const name = text(z.trim(), z.minLength(1, 'empty'), z.maxLength(3, 'long'));
    expect(name.safeParse('  ab  ')).toEqual({ success: true, data: 'ab' });
    expect(name.safeParse('   ').error?.issues.map((i) => i.message)).toEqual(['empty']);
    expect(name.safeParse('abcd').error?.issues.map((i) => i.message)).toEqual(['long']);
  });
});

describe('line(): single-line text', () => {
  it('refuses C0 and C1 control characters and the line and paragraph separators, before any trim', () => {
    const name = line(z.trim(), z.minLength(1), z.maxLength(100));
    for (const bad of [
      'a\rb',
      'a\nb',
      'a\r\n',
      '\tname',
      'a\u001bb',
      'a\u007fb',
      'a\u0085b',
      'a\u009fb',
      'a\u2028b',
      'a\u2029b',
    ]) {
      const result = name.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([ONE_LINE_TEXT]);
    }
  });

  it('says a NUL is unstorable, not only a control character', () => {
    expect(
      line()
        .safeParse('a\u0000b')
        .error?.issues.map((i) => i.message),
    ).toEqual([UNSTORABLE_TEXT]);
  });

  it('keeps spaces, punctuation, every script and emoji', () => {
    for (const good of ['Asha Rao', "D'Souza-Pinto", 'मेरा नाम', '😀', 'a\u00a0b', '']) {
      expect(isOneLine(good), JSON.stringify(good)).toBe(true);
      expect(line().safeParse(good).success).toBe(true);
    }
  });
});

describe('line(): invisible format characters (Unicode category Cf)', () => {
  const name = line(z.trim(), z.minLength(1), z.maxLength(100));

  it('refuses zero-width, direction, soft-hyphen and other format characters, with one clear message', () => {
    for (const bad of [
      'Asha\u200bRao', // zero-width space
      'Asha\u202eoaR', // right-to-left override: the text shows backwards
      '\ufeffAsha', // byte order mark / zero-width no-break space
      'As\u00adha', // soft hyphen
      'Asha\u2066Rao\u2069', // isolates
      'Asha\u200e', // left-to-right mark
      'Asha\u2060Rao', // word joiner
      '\u200dAsha', // a joiner with nothing to join
      'Asha \u200c', // nor after a space
      'a\u{E0041}', // a tag character
    ]) {
      const result = name.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([INVISIBLE_TEXT]);
    }
  });

  it('keeps the joiners that Indian scripts and emoji need, between letters', () => {
    for (const good of [
      'क्\u200dष', // Hindi: a half form asked for with ZWJ
      'क्\u200cष', // and a visible virama asked for with ZWNJ
      'ര\u200dാമ', // Malayalam: ZWJ
      'സ്\u200cകൂൾ', // Malayalam: ZWNJ keeps the letters apart
      'श्\u200dरी राम',
      '👩\u200d⚕️', // an emoji sequence
    ]) {
      expect(name.safeParse(good).success, JSON.stringify(good)).toBe(true);
    }
  });
});
