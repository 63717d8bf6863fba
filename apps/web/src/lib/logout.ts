import { finishLogout, forgetPersonOnDevice, setLogoutPending } from './person-on-device.ts';
import { HINT_COOKIE } from './session-hint-cookie.ts';
import { dropSession, tellTabs } from './session.ts';

/** Forgets the person on this device; never rejects (a failure is logged, the logout goes on). */
function forgetPerson(): Promise<void> {
  return forgetPersonOnDevice().catch((e: unknown) => {
    console.warn('PainPoint could not forget everything of the person on this device', e);
  });
}

/**
 * Logout (docs/product.md §4): revokes the refresh token on the server (which clears both cookies), forgets
 * the access token, marks the user unauthenticated, tells the other tabs and forgets everything of
 * the person on this device (decision 073). The caller then goes to '/'. When the server cannot be
 * told (no network), the logout stays pending on this device until it can: no session is restored
 * here meanwhile. Resolves to whether the server ended the login. Apart from the session module,
 * so the pages that hold a session do not carry it.
 */
export async function logout(): Promise<boolean> {
  // First, so a page closed while the call is in flight still restores nothing.
  setLogoutPending(true);
  dropSession('idle');
  tellTabs('logout');
  const [ended] = await Promise.all([finishLogout(), forgetPerson()]);
  // The hint goes too, so a version of the site that knows no pending logout restores nothing.
  if (!ended) document.cookie = `${HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
  return ended;
}
