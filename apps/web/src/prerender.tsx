import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/router.tsx';
import { LanguageProvider } from './app/language-provider.tsx';
import { drawSiteConfigWith } from './features/legal/api/get-site-config.ts';
import { setLanguage, translator } from './lib/i18n.ts';
import { DEFAULT_LANGUAGE, type Language } from '@painpoint/contracts/languages';
import { SITE_CONFIG_MARKERS } from '@painpoint/contracts/site-markers';

/**
 * The build's render of the app (decisions 014, 049, 085), loaded by scripts/prerender-pages.ts
 * from its server build. Every route of the site is drawn: a page whose first render needs nothing
 * from the visitor whole, the others as their frame (components/page-frame.tsx).
 */

/**
 * The words of a language's page head that the app does not draw, in `lang`: the description, and
 * the note shown without JavaScript. The default language keeps index.html's own; the others say
 * what the home page says of itself, and the emergency numbers.
 */
export async function headTexts(lang: Language): Promise<{ description: string; noscript: string }> {
  await setLanguage(lang);
  const t = translator('common', lang);
  return { description: t('home.lead'), noscript: t('footer.emergency') };
}

/**
 * The markup of a page in `lang` as a first-time visitor's browser first renders it, with its
 * `<title>` (components/document-title.tsx draws one where the page stands; scripts/prerender-pages.ts
 * moves it to the head). Waits for the route's code (every route but home is its own chunk) and for
 * anything a page suspends on, so no "loading" state is drawn. A page that fails to draw throws, and
 * fails the build. The operator's details (grievance officer, contact address) are drawn as markers
 * that the server replaces with its configuration when it starts (apps/api web.ts).
 */
export async function render(url: string, lang: Language = DEFAULT_LANGUAGE): Promise<string> {
  drawSiteConfigWith(SITE_CONFIG_MARKERS);
  await setLanguage(lang);
  const app = (
    <StaticRouter location={url}>
      <LanguageProvider>
        <AppRoutes />
      </LanguageProvider>
    </StaticRouter>
  );
  try {
    // React's element type and Preact's are one object at run time (vite.config.ts aliases React to
    // preact/compat); only their declared types differ.
    return await renderToStringAsync(app as unknown as VNode);
  } catch (error) {
    throw new Error(`prerender: ${url} failed to draw`, { cause: error });
  }
}
