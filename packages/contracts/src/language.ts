import { z } from 'zod/mini';

/**
 * The languages the site is written in (BCP 47 primary tags), English first: the language of the
 * spec, the fallback for anything not yet translated, and the governing text of the legal pages.
 * Adding a language starts here (docs/adding-a-language.md).
 */
export const LANGUAGES = ['en', 'hi'] as const;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The optional `lang` query parameter of the knowledge-base calls (an addition to the spec): the
 * language of the texts a visitor reads. Left out, English; the shapes of the answers are the same
 * in every language, and nothing that scoring reads changes.
 */
export const LanguageQuery = z.object({
  lang: z.optional(
    Language.check(z.describe(`The language of the texts: ${LANGUAGES.join(', ')}. Left out: English.`)),
  ),
});
