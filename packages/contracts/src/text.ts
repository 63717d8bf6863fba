import { z } from 'zod/mini';
import { UNSTORABLE_TEXT } from './constants.ts';

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
