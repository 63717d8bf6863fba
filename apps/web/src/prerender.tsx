import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/router.tsx';
import { LanguageProvider } from './app/language-provider.tsx';
import { drawSiteConfigWith } from './features/legal/api/get-site-config.ts';
import { setLanguage, translator } from './lib/i18n.ts';
import { WEB_ROUTE_PATTERNS, WEB_ROUTES } from '@painpoint/contracts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '@painpoint/contracts/languages';
import { PAGES_DIR, pageFile, SHELL_FILE, SITE_CONFIG_MARKERS } from '@painpoint/contracts/site-markers';

/**
 * The pages drawn at build time (decisions 014, 049), every route of the site: each arrives as HTML
 * and is hydrated. A page whose first render needs nothing from the visitor is drawn whole. The
 * others are drawn as their frame (components/page-frame.tsx): the figure choice (its buttons would
 * be dead taps until the scripts ran), the assessment and the results (the visitor's answers), the
 * profile (a session), the links' pages (a token) and the later steps of the phone reset (the
 * earlier step's state).
 */
export const PRERENDERED_PATHS = [...WEB_ROUTES, ...WEB_ROUTE_PATTERNS] as const;

/** For the build script: the routes whose page asks the API as it starts, and what they preload. */

/** For the build script: every route of the site with its page's file, and their folder. */
export const ROUTE_FILES = [...WEB_ROUTES, ...WEB_ROUTE_PATTERNS].map((route) => [route, pageFile(route)]);
export { DEFAULT_LANGUAGE, LANGUAGE_CODES as LANGUAGES, PAGES_DIR, SHELL_FILE };

/**
 * For the build script, the words of a language's page head that the app does not draw, in
 * `lang`: the description, and the note shown without JavaScript. The default language keeps
 * index.html's own; the others say what the home page says of itself, and the emergency numbers.
 */
export async function headTexts(lang: Language): Promise<{ description: string; noscript: string }> {
  await setLanguage(lang);
  const t = translator('common', lang);
  return { description: t('home.lead'), noscript: t('footer.emergency') };
}

/**
 * The markup of a page in `lang` as a first-time visitor's browser first renders it, for the build to write
 * into the HTML (scripts/prerender-pages.ts). Waits for the route's code (every route but home is
 * its own chunk). The operator's details (grievance officer, contact address) are drawn as markers
 * that the server replaces with its configuration when it starts (apps/api web.ts).
 */
export async function render(url: string, lang: Language = DEFAULT_LANGUAGE): Promise<string> {
  drawSiteConfigWith(SITE_CONFIG_MARKERS);
  await setLanguage(lang);
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <LanguageProvider>
          <AppRoutes />
        </LanguageProvider>
      </StaticRouter>
    </StrictMode>,
    {
      // One piece: a large page must not be split into a "loading" fallback and a later part that
      // an inline script swaps in (the CSP allows no such script, and the first paint would be the
      // fallback).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A page that fails to draw must fail the build, not ship its loading state.
      onError(error) {
        failure ??= error;
      },
    },
  );
  if (failure !== undefined) throw new Error(`prerender: ${url} failed to draw`, { cause: failure });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
