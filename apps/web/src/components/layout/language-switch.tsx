import { LANGUAGES, LANGUAGE_QUERY, type Language } from '@painpoint/contracts/languages';
import type { MouseEvent } from 'react';
import { chooseLanguage } from '../../lib/language.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * The language switch (decision 046): each language by its own name, in its own script, marked
 * with its `lang` so it is read out in that language. A link to the same page in that language
 * (`?lang=hi`), which is what it does before the scripts run; once they do, the page changes in
 * place — the answers, the route and anything typed stay.
 *
 * `others` (the header) shows only the languages not in use, each in a stable place so the focus
 * stays on it as it changes; without it (the mobile menu), every language, the one in use marked.
 */
export function LanguageSwitch({ others = false, className }: { others?: boolean; className?: string }) {
  const { language } = useTranslation();
  const shown = others ? LANGUAGES.filter((l) => l.code !== language) : LANGUAGES;
  const choose = (code: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window opens the link as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (code !== language) {
      chooseLanguage(code).catch((e: unknown) => {
        // Its strings could not load (offline before they were ever kept): the page stays as it is.
        console.warn('PainPoint could not change the language', e);
      });
    }
  };
  const links = shown.map(({ code, name }, i) => (
    <a
      key={others ? i : code}
      href={`?${LANGUAGE_QUERY}=${code}`}
      lang={code}
      hrefLang={code}
      className="language-link"
      aria-current={code === language ? 'true' : undefined}
      onClick={choose(code)}
    >
      {name}
    </a>
  ));
  return others ? (
    <span className={className}>{links}</span>
  ) : (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.key}>{link}</li>
      ))}
    </ul>
  );
}
