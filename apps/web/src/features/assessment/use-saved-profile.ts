import type { Account, Profile } from '@painpoint/contracts';
import { ACCOUNT_API } from '@painpoint/contracts/account-constants';
import { useEffect, useState } from 'react';
import { request } from '../../lib/api-request.ts';
import { useAppStore } from '../../lib/store.ts';

const isAccount = (v: unknown): v is Account => typeof v === 'object' && v !== null && 'profile' in v;

/**
 * The logged-in person's saved profile details (stored only with their consent), so the pain
 * check can fill in what it already knows; null for visitors, without details, or on any failure
 * (the questions are then asked as usual).
 */
export function useSavedProfile(): Profile | null {
  const loggedIn = useAppStore((s) => s.authInfo.isAuthenticated);
  const [profile, setProfile] = useState<Profile | null>(null);
  useEffect(() => {
    if (!loggedIn) return;
    const controller = new AbortController();
    request(ACCOUNT_API.profile, { auth: 'required', signal: controller.signal })
      .then((a) => setProfile(isAccount(a) ? a.profile : null))
      .catch(() => setProfile(null));
    return () => controller.abort();
  }, [loggedIn]);
  return loggedIn ? profile : null;
}
