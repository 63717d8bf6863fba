import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@painpoint/contracts/languages';
import { translator, type Namespace, type TFunction } from './i18n.ts';

/**
 * The language the tree renders in. Provided by LanguageProvider (app/providers.tsx), which follows
 * the active language in a transition: on a switch, the page on screen stays until the new
 * language's pages and knowledge base have loaded. Outside it (unit tests), the default.
 */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/**
 * The strings of one catalogue for a component (default: `common`), and the language they are in
 * (its code, for `lang` attributes and Intl formats); `t` is stable between renders and changes
 * with the language.
 */
export function useTranslation<N extends Namespace = 'common'>(ns?: N): { t: TFunction<N>; language: Language } {
  const language = useContext(LanguageContext);
  return { t: translator((ns ?? 'common') as N, language), language };
}
