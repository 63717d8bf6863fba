import type { Language } from '@painpoint/contracts/languages';
import type { Query } from '../db/client.ts';
import { findUserLanguage } from '../db/repositories/users.ts';
import { WORDS } from '../wording/index.ts';
import { messagesIn, type Messages } from './messages.ts';

/**
 * The mail and texts in `language` (decision 046), from the `letters` of that language's words
 * (wording/letters-<language>.ts): a new account's, in the language its sign-up was made in.
 */
export function messagesInLanguage(language: Language): Messages {
  return messagesIn(WORDS[language].letters);
}

/** The mail and texts in the language the account's owner chose on the site (English if none). */
export async function messagesFor(q: Query, userId: string): Promise<Messages> {
  return messagesInLanguage((await findUserLanguage(q, userId)) ?? 'en');
}
