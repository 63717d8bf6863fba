import { describe, expect, it } from 'vitest';
import { isStorableText, text, UNSTORABLE_TEXT } from './text.ts';

describe('text(): strings PostgreSQL can store as they are', () => {
  it('refuses NUL and lone surrogates, before any trim or format rule, with one clear message', () => {
    const name = text().trim().min(1).max(100);
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
});
