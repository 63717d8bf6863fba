import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/router.tsx';

/**
 * The markup of a page as a first-time visitor's browser first renders it, for the build to write
 * into the HTML (scripts/prerender-home.ts): the page shows before its JavaScript has loaded, and the
 * app then hydrates it. Only pages whose first render needs nothing from the visitor's browser or
 * the server qualify; today that is the home page.
 */
export function render(url: string): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}
