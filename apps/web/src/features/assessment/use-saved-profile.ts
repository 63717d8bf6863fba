import type { Account, Profile } from '@painpoint/contracts';
import { ACCOUNT_KEY, getAccount } from '../../lib/get-account.ts';
import { useAppStore } from '../../lib/store.ts';
import { known, useLoaded } from '../../lib/cache.ts';

const NO_ACCOUNT = known<Account | null>(null);

/**
 * The logged-in person's saved profile details (stored only with their consent), so the pain
 * check can fill in what it already knows; null for visitors, without details, or on any failure
 * (the questions are then asked as usual). Suspends while the account loads.
 */
export function useSavedProfile(): Profile | null {
  const loggedIn = useAppStore((s) => s.authInfo.isAuthenticated);
  const loaded = useLoaded(loggedIn ? getAccount : NO_ACCOUNT, ACCOUNT_KEY);
  return loaded.status === 'fulfilled' ? (loaded.data?.profile ?? null) : null;
}
