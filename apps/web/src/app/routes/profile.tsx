import './account-setup.ts';
// A saved check is shown as the results were: with the assessment's strings and styles.
import './assessment-setup.ts';
import { useSearchParams } from 'react-router';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { RequireAuth } from '../../components/require-auth.tsx';
import { ProfilePage } from '../../features/account/components/profile-page.tsx';
import { SavedCheckPage } from '../../features/results/components/saved-check-page.tsx';
import { SavedChecks } from '../../features/results/components/saved-checks.tsx';

/**
 * /profile, and within it the saved checks (decision 039): `?saved=<id>` reopens one and
 * `&compare=<id>` compares it with another, so the spec's routes stay as they are.
 */
export default function ProfileRoute() {
  const [params] = useSearchParams();
  const saved = params.get('saved');
  return (
    <>
      <div className="container">
        <OfflineNotice need="account" />
      </div>
      <RequireAuth>
        {saved ? (
          <SavedCheckPage id={saved} compareWith={params.get('compare') ?? undefined} />
        ) : (
          <ProfilePage history={<SavedChecks />} />
        )}
      </RequireAuth>
    </>
  );
}
