import { z } from 'zod/mini';
import { ONE_LINE_TEXT, UNSTORABLE_TEXT } from './constants.ts';

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

/**
 * A single-line field (a name, an e-mail address, a login, a version): `text()` that also refuses
 * line breaks and control characters with ONE_LINE_TEXT, on the raw value, so a trim cannot hide a
 * trailing one. Fields of several lines (the contact message) use `text()`.
 */
export const line = (...checks: z.core.$ZodCheck<string>[]) =>
  text(z.refine(isOneLine, { message: ONE_LINE_TEXT, abort: true }), ...checks);
