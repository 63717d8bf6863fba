import { useLayoutEffect } from 'react';

/**
 * The page's title, for the browser's tab, its history and a screen reader's announcement of the
 * page. Drawn as a `<title>` where the page stands only in the build's prerender, which moves it to
 * the head (scripts/prerender-pages.ts); in the browser it sets the document's title. React 19 moved
 * a `<title>` drawn anywhere into the head; Preact draws it where it stands (decision 153).
 */
export function DocumentTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    document.title = children;
  }, [children]);
  return import.meta.env.SSR ? <title>{children}</title> : null;
}
