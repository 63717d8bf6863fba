import { PAGE_ROUTES } from '@painpoint/contracts/routes';
import { matchPath } from 'react-router';

/**
 * The first link tapped on a drawn page before the app was live, which `theme-init.js` held rather
 * than let it load a whole new page (decision 119), and the mark that the app is live.
 */
declare global {
  interface Window {
    painpointLive?: boolean;
    painpointHeldLink?: HTMLAnchorElement;
  }
}

/** The address inside the app a link leads to, if it is one of the app's pages. */
function appAddressOf(link: HTMLAnchorElement): string | undefined {
  const { pathname, search, hash } = new URL(link.href);
  return PAGE_ROUTES.some((route) => matchPath(route, pathname)) ? `${pathname}${search}${hash}` : undefined;
}

function release(link: HTMLAnchorElement): void {
  window.painpointHeldLink = undefined;
  link.removeAttribute('aria-busy');
}

/**
 * Before the app starts: the address of the app's page a held tap leads to, if any (the tap is
 * then taken: the app starts on that page rather than take over this one only to leave it).
 */
export function takeHeldLink(): string | undefined {
  const link = window.painpointHeldLink;
  const to = link ? appAddressOf(link) : undefined;
  if (link && to) release(link);
  return to;
}

/**
 * The app is live: from now on links are the app's. A link tapped before is followed now — by
 * `go`, the app's own navigation, with the code already here, when it leads to one of the app's
 * pages; as the browser would have, otherwise.
 */
export function followHeldLink(go: (to: string) => void): void {
  window.painpointLive = true;
  const link = window.painpointHeldLink;
  if (!link) return;
  release(link);
  const to = appAddressOf(link);
  if (to) go(to);
  else window.location.assign(link.href);
}
