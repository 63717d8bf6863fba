import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLocation, useNavigate, useResolvedPath } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Replace the current history entry instead of adding one (default: only when already there). */
  replace?: boolean;
  /** History state handed to the next page. */
  state?: unknown;
}

/** True for a click the browser should handle itself: new tab or window, download, other button. */
function browserHandles(e: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    e.defaultPrevented ||
    e.button !== 0 ||
    (target !== undefined && target !== '_self') ||
    e.metaKey ||
    e.altKey ||
    e.ctrlKey ||
    e.shiftKey
  );
}

/**
 * An in-app link: a real `<a href>` (so it works without script, opens in a new tab, and reads as a
 * link to assistive technology) that navigates inside the app on a plain click. We use this instead
 * of React Router's `<Link>`, which carries framework-mode prefetching and view transitions we do not
 * use and which cost the entry chunk several kB (docs/decisions/013).
 */
export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const location = useLocation();
  const path = useResolvedPath(to);
  const here = location.pathname === path.pathname && location.search === path.search && location.hash === path.hash;
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(e) => {
        onClick?.(e);
        if (browserHandles(e, target)) return;
        e.preventDefault();
        void navigate(to, { replace: replace ?? here, state });
      }}
    />
  );
}

export interface NavLinkProps extends LinkProps {
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean;
}

/** A navigation link that marks itself `aria-current="page"` on the page it leads to. */
export function NavLink({ end, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const path = useResolvedPath(props.to).pathname;
  const active = pathname === path || (!end && path !== '/' && pathname.startsWith(`${path}/`));
  return <Link {...props} aria-current={active ? 'page' : undefined} />;
}
