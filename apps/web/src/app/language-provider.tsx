import { useEffect, useState, type ReactNode } from 'react';
import { getLanguage, subscribeLanguage } from '../lib/i18n.ts';
import { LanguageContext } from '../lib/use-translation.ts';

/**
 * The language the app renders in: the active one (i18n.ts), which changes once the new language's
 * strings have loaded (lib/language.ts). A page that also waits for the knowledge base in that
 * language shows its loading line meanwhile: under Preact (decision 153) a transition does not hold
 * the page on screen the way React's did.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState(getLanguage);
  useEffect(() => {
    const follow = () => setLanguage(getLanguage());
    follow();
    return subscribeLanguage(follow);
  }, []);
  // The page's language, for assistive technology, fonts and hyphenation, as soon as it shows.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <LanguageContext value={language}>{children}</LanguageContext>;
}
