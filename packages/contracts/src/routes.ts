/**
 * Every page of the web app by name (docs/product.md §2, spelled as the original specification spells them): the one list
 * from which the web app's paths and router, the build's prerender, the bundle bench and the
 * server's page routes derive. Each route but home has its module in apps/web/src/app/routes/,
 * named like its page file (`routeModuleName`). Free of zod, so the web app and the build load it
 * at no cost.
 */
export const PAGES = {
  home: '/',
  about: '/about-us',
  terms: '/terms-condition',
  privacy: '/privacy-policy',
  cookies: '/cookie-policy',
  figure: '/man-body',
  painLocation: '/pain-loaction-body',
  sexAgeWeight: '/gender-age-weight',
  ageWeight: '/weight-age',
  steps: '/steps-by-location',
  suggested: '/suggested-diagnosis',
  testResult: '/test-result',
  videos: '/video-test-result',
  testsAndTreatments: '/test-and-treatment',
  login: '/login',
  register: '/register',
  profile: '/profile',
  contact: '/contact-us',
  forgotPassword: '/forgot-password',
  /** The e-mailed link lands here with the token in the fragment (#token=…), never sent to servers. */
  resetPassword: '/reset-password',
  /** After a phone code was verified: the new password (the spec's doubled name). */
  resetPasswordStep: '/reset-password-reset-password',
  resetPasswordPhone: '/reset-password-phone',
  resetPasswordPhoneConfirm: '/reset-password-confirmation-phone',
  setPassword: '/set-password/:slug',
  /**
   * The mailed link that proves a new account's address lands here, the token in the fragment
   * (#token=…); reached only from the mail, so it is in no navigation.
   */
  verify: '/verify',
} as const;

export type PageRoute = (typeof PAGES)[keyof typeof PAGES];
/** A route with a parameter: the server answers any path that fits with its page. */
export type PageRoutePattern = Extract<PageRoute, `${string}/:${string}`>;
export type WebRoute = Exclude<PageRoute, PageRoutePattern>;

/** Every route of the site, in the table's order. */
export const PAGE_ROUTES: readonly PageRoute[] = Object.values(PAGES);

const isPattern = (route: PageRoute): route is PageRoutePattern => route.includes('/:');

/** The routes without a parameter: each is one address, with a page of its own. */
export const WEB_ROUTES: readonly WebRoute[] = PAGE_ROUTES.filter((route): route is WebRoute => !isPattern(route));

/**
 * A route's name without its parameters: `/about-us` is `about-us`, `/set-password/:slug` is
 * `set-password`, and `/` is `index`. Its page file and, but for home's, its route module are named
 * so.
 */
export function routeName(route: string): string {
  const name = route.replace(/\/:[^/]+/g, '').slice(1);
  return name === '' ? 'index' : name;
}

/**
 * The web app's module of a route, as Vite's manifest of its build names it
 * (`src/app/routes/<route name>.tsx`, loaded by apps/web/src/app/router.tsx when the route is first
 * visited); home has none, it is part of the app's entry.
 */
export function routeModule(route: PageRoute): string | undefined {
  return route === PAGES.home ? undefined : `src/app/routes/${routeName(route)}.tsx`;
}
