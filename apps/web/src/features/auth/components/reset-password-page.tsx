import { useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LinkPasswordPage } from './link-password-page.tsx';
import { tokenFromHash } from '../token-from-hash.ts';

/**
 * The token of a link in the address's fragment (#token=…), removed from the address bar at once
 * (so it is not left in the history, or shown on a shared screen) and kept for the page.
 */
export function useFragmentToken(): string | undefined {
  const { pathname, search, hash, state } = useLocation();
  const [token, setToken] = useState(() => tokenFromHash(hash));
  // A second link opened in the same tab arrives as a new fragment.
  const fresh = tokenFromHash(hash);
  if (fresh && fresh !== token) setToken(fresh);
  const navigate = useNavigate();
  useLayoutEffect(() => {
    if (hash) void navigate({ pathname, search }, { replace: true, state });
  }, [hash, pathname, search, state, navigate]);
  return token;
}

/** /reset-password#token=…: the e-mailed reset link; its token is checked, then a new password set. */
export function ResetPasswordPage() {
  const token = useFragmentToken();
  return <LinkPasswordPage key={token} token={token} purpose="reset" />;
}
