import { LANGUAGES, LANGUAGE_QUERY, type Language } from '@painpoint/contracts/languages';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { chooseLanguage } from '../../lib/language.ts';
import { useAppStore } from '../../lib/store.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * The language switch (decision 046): each language by its own name, in its own script, marked
 * with its `lang` so it is read out in that language. A link to the same page in that language
 * (`?lang=hi`, the address's other parameters kept), which is what it does before the scripts run;
 * once they do, the page changes in place — the answers, the route and anything typed stay.
 *
 * `others` (the header) shows only the languages not in use, each in a stable place so the focus
 * stays on it as it changes; without it (the mobile menu), every language, the one in use marked.
 */
export function LanguageSwitch({ others = false, className }: { others?: boolean; className?: string }) {
  const { language } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const shown = others ? LANGUAGES.filter((l) => l.code !== language) : LANGUAGES;
  const hrefFor = (code: Language) => {
    const params = new URLSearchParams(location.search);
    params.set(LANGUAGE_QUERY, code);
    return `?${params.toString()}`;
  };
  const choose = (code: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window opens the link as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (code === language) return;
    chooseLanguage(code).then(
      () => {
        // Kept with a logged-in person's account too: their mail, and their other devices.
        if (useAppStore.getState().authInfo.isAuthenticated) {
          import('../../lib/account-language.ts')
            .then((m) => m.saveLanguage(code))
            .catch((e: unknown) => console.warn('PainPoint could not keep the language with the account', e));
        }
        // An address that asked for the other language no longer says so; its state is kept (a
        // page may carry an earlier step's).
        const params = new URLSearchParams(location.search);
        if (!params.has(LANGUAGE_QUERY) || params.get(LANGUAGE_QUERY) === code) return;
        params.delete(LANGUAGE_QUERY);
        const search = params.toString();
        void navigate(
          { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
          { replace: true, state: location.state as unknown, preventScrollReset: true },
        );
      },
      (e: unknown) => {
        // Its strings could not load (offline before they were ever kept): the page stays as it is.
        console.warn('PainPoint could not change the language', e);
      },
    );
  };
  const links = shown.map(({ code, name }, i) => (
    <a
      key={others ? i : code}
      href={hrefFor(code)}
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
