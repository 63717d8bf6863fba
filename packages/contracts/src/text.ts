import { z } from 'zod/mini';
import { INVISIBLE_TEXT, ONE_LINE_TEXT, UNSTORABLE_TEXT } from './constants.ts';

/** A NUL, or a surrogate code unit that is not part of a pair (in `u` mode a pair is one code point). */
const UNSTORABLE = /[\0\p{Cs}]/u;

/** True when PostgreSQL can store the text exactly as it is. */
export const isStorableText = (s: string): boolean => !UNSTORABLE.test(s);

/**
 * The building block of every string field of a request schema: a string PostgreSQL can store as
 * it is, refused with a 400 and UNSTORABLE_TEXT otherwise. It checks the raw value before any trim
 * or transform, and stops there (`abort`), so the caller sees this one clear message rather than
 * a format error about the same character. Add the field's own rules after it:
 * `text(z.trim(), z.minLength(1), z.maxLength(100))`.
 */
export const text = (...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.refine(isStorableText, { message: UNSTORABLE_TEXT, abort: true }), ...checks);

/**
 * A control character (C0, DEL or C1: CR, LF, TAB, ESC, U+0085 NEXT LINE…) or the Unicode line and
 * paragraph separators, which some mail readers and log viewers also break lines at.
 */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;

/** True when the text has no line break or other control character. */
export const isOneLine = (s: string): boolean => !NOT_ONE_LINE.test(s);

/** What a zero-width joiner or non-joiner may stand between: letters, their marks, emoji. */
const JOINABLE = String.raw`[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}]`;

/**
 * An invisible format character (Unicode category Cf: zero-width space, direction marks and
 * overrides, soft hyphen, byte order mark, tags…), which can hide or reorder what a reader sees.
 * ZWNJ (U+200C) and ZWJ (U+200D) are kept between letters: Hindi, Malayalam and other Indian
 * scripts need them to choose a half form or a visible virama, and emoji sequences use ZWJ.
 */
const INVISIBLE = new RegExp(
  String.raw`(?![\u200c\u200d])\p{Cf}|(?<!${JOINABLE})[\u200c\u200d]|[\u200c\u200d](?!${JOINABLE})`,
  'u',
);

/** True when the text has no invisible format character but a joiner between letters. */
export const isVisible = (s: string): boolean => !INVISIBLE.test(s);

/**
 * A single-line field (a name, an e-mail address, a login, a version): `text()` that also refuses
 * line breaks and control characters with ONE_LINE_TEXT, then invisible format characters with
 * INVISIBLE_TEXT, on the raw value, so a trim cannot hide a trailing one. Fields of several lines
 * (the contact message) use `text()`.
 */
export const line = (...checks: z.core.$ZodCheck<string>[]) =>
  text(
    z.refine(isOneLine, { message: ONE_LINE_TEXT, abort: true }),
    z.refine(isVisible, { message: INVISIBLE_TEXT, abort: true }),
    ...checks,
  );
