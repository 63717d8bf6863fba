import type { Language } from '@painpoint/contracts/languages';
import type { Query } from '../db/client.ts';
import { findUserLanguage } from '../db/repositories/users.ts';
import { messagesIn, type Messages } from './messages.ts';
import { en } from './messages-en.ts';
import { hi } from './messages-hi.ts';

/**
 * The account calls' mail and texts in each language of the site (decision 046). Every language
 * has its words (the type says so), so adding a language to the site means adding its
 * messages-<language>.ts here too (docs/adding-a-language.md).
 */
const MESSAGES: Record<Language, Messages> = { en: messagesIn(en), hi: messagesIn(hi) };

/** The mail and texts in `language`: a new account's, in the language its sign-up was made in. */
export function messagesInLanguage(language: Language): Messages {
  return MESSAGES[language];
}

/** The mail and texts in the language the account's owner chose on the site (English if none). */
export async function messagesFor(q: Query, userId: string): Promise<Messages> {
  return MESSAGES[(await findUserLanguage(q, userId)) ?? 'en'];
}
