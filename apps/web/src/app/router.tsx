import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { PAGE_ROUTES, PAGES, routeName } from '@painpoint/contracts/routes';
import { Layout } from '../components/layout/layout.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { stringsReady } from '../lib/i18n.ts';
import { lazyPage } from '../lib/lazy-page.ts';
import { LoginModalHost } from './login-modal-host.tsx';

type RouteModule = { default: ComponentType };

/**
 * Every route's module but home's (routes/<route name>.tsx, each default-exporting its page), loaded
 * when the route is first visited, with its strings. Home is part of the entry.
 */
const routeModules = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
  '!./routes/login-modal.tsx',
  '!./routes/not-found.tsx',
]);

const lazyRoute = (route: string) => {
  const load = routeModules[`./routes/${routeName(route)}.tsx`];
  if (!load) throw new Error(`router: no module routes/${routeName(route)}.tsx for ${route}`);
  return lazyPage(load);
};

/** The site's routes (PAGES in the contract), each with its page. */
const pages = PAGE_ROUTES.map((route) => ({
  route,
  Page: route === PAGES.home ? HomePage : lazyRoute(route),
}));
/**
 * Starts loading a route's module ahead of a visit — its code, styles and, through its set-up, its
 * strings in the active language — so the visit does not wait for them (decision 119). Resolves
 * when they are here; rejects if they cannot load (the visit then tries again).
 */
export async function preloadRoute(route: string): Promise<void> {
  await routeModules[`./routes/${routeName(route)}.tsx`]?.();
  await stringsReady();
}

const NotFoundPage = lazyPage(() => import('./routes/not-found.tsx'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout overlay={<LoginModalHost />} />}>
        {pages.map(({ route, Page }) => (
          <Route key={route} path={route} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
