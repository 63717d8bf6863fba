import type { Language } from '@painpoint/contracts/languages';
import type { Query } from '../db/client.ts';
import { findUserLanguage } from '../db/repositories/users.ts';
import * as en from './messages.ts';
import * as hi from './messages-hi.ts';

/**
 * The account calls' mail and texts in each language of the site (decision 046): modules with the
 * same functions. Every language has one (the type says so), so adding a language to the site
 * means adding its messages here too (docs/adding-a-language.md).
 */
const MESSAGES: Record<Language, typeof en> = { en, hi };

/** The mail and texts in the language the account's owner chose on the site (English if none). */
export async function messagesFor(q: Query, userId: string): Promise<typeof en> {
  return MESSAGES[(await findUserLanguage(q, userId)) ?? 'en'];
}
