import { z } from 'zod/mini';
import { LANGUAGE_CODES } from './languages.ts';

/** A language code of the site (LANGUAGES in languages.ts), as a schema. */
export const LanguageCode = z.enum(LANGUAGE_CODES);

/**
 * The optional `lang` query parameter of the knowledge-base calls (an addition to the spec): the
 * language of the texts a visitor reads. Left out, English; the shapes of the answers are the same
 * in every language, and nothing that scoring reads changes.
 */
export const LanguageQuery = z.object({
  lang: z.optional(
    LanguageCode.check(z.describe(`The language of the texts: ${LANGUAGE_CODES.join(', ')}. Left out: English.`)),
  ),
});
