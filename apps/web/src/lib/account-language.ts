import { cookieValue, isLanguage, LANGUAGE_COOKIE, type Language } from '@painpoint/contracts/languages';
import { request } from './api-client.ts';
import { getAccount, ACCOUNT_KEY } from './get-account.ts';
import { getLanguage } from './i18n.ts';
import { chooseLanguage } from './language.ts';
import { apiPaths } from './paths.ts';

/**
 * The language kept with a logged-in person's account (decision 046): their mail and texts are
 * written in it, and a browser where they have not chosen one opens in it after they log in.
 * Loaded only by a logged-in page (never with home for a visitor).
 */

/** PUT /user/language/: keeps the language the person just chose. */
export async function saveLanguage(language: Language): Promise<void> {
  await request(apiPaths.account.language, 'NoContent', { method: 'PUT', body: { language }, auth: 'required' });
}

/**
 * After a login: a language chosen in this browser (its cookie) is the person's latest choice and
 * is kept on the account; a browser where none was chosen takes the account's. An account with
 * none yet (a new one) keeps the language the site is shown in, which the browser's language
 * chose: someone who signed up on Hindi pages gets their mail in Hindi.
 */
export async function followAccountLanguage(): Promise<void> {
  const account = await getAccount(ACCOUNT_KEY);
  const chosenHere = cookieValue(document.cookie, LANGUAGE_COOKIE);
  if (isLanguage(chosenHere)) {
    if (account.language !== chosenHere) await saveLanguage(chosenHere);
  } else if (!account.language) {
    await saveLanguage(getLanguage());
  } else if (account.language !== getLanguage()) {
    await chooseLanguage(account.language);
  }
}
