import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { getLanguage, subscribeLanguage } from '../lib/i18n.ts';
import { LanguageContext } from '../lib/use-translation.ts';

/**
 * The language the app renders in: the active one (i18n.ts), followed in a transition, so that on a
 * switch the page on screen stays until everything it needs in the new language — a page's strings,
 * the knowledge base's answers — has loaded, rather than giving way to a "Loading…" fallback.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState(getLanguage);
  useEffect(() => {
    const follow = () => startTransition(() => setLanguage(getLanguage()));
    follow();
    return subscribeLanguage(follow);
  }, []);
  // The page's language, for assistive technology, fonts and hyphenation, as soon as it shows.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <LanguageContext value={language}>{children}</LanguageContext>;
}
