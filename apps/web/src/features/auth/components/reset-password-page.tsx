import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LinkPasswordPage } from './link-password-page.tsx';
import { tokenFromHash } from '../token-from-hash.ts';

/**
 * The last link token taken from the address, and the number of the history entry it was taken in
 * (`linkToken` in the entry's state; the token itself is never written there). A page can mount
 * again after its address lost the fragment: Preact starts a page over when a part of it waits
 * (suspends) on its first render, as the reset link's page does while the link is checked. Kept in
 * memory only, for that entry only: another visit to the page has no token.
 */
let taken: { entry: number; token: string } | undefined;
let entries = 0;

/**
 * The token of a link in the address's fragment (#token=…), removed from the address bar at once
 * (so it is not left in the history, or shown on a shared screen) and kept for the page.
 */
export function useFragmentToken(): string | undefined {
  const { pathname, search, hash, state } = useLocation();
  const fromAddress = tokenFromHash(hash);
  const entry = (state as { linkToken?: unknown } | null)?.linkToken;
  const token = fromAddress ?? (taken !== undefined && entry === taken.entry ? taken.token : undefined);
  const navigate = useNavigate();
  useLayoutEffect(() => {
    if (!hash) return;
    let next = state;
    if (fromAddress !== undefined) {
      entries += 1;
      taken = { entry: entries, token: fromAddress };
      next = { ...(typeof state === 'object' && state !== null ? state : {}), linkToken: entries };
    }
    void navigate({ pathname, search }, { replace: true, state: next });
  }, [hash, fromAddress, pathname, search, state, navigate]);
  return token;
}

/** /reset-password#token=…: the e-mailed reset link; its token is checked, then a new password set. */
export function ResetPasswordPage() {
  const token = useFragmentToken();
  return <LinkPasswordPage key={token} token={token} purpose="reset" />;
}
