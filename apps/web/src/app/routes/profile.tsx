import '../setup/account-setup.ts';
// A saved check is shown as the results were: with the assessment's strings and styles.
import '../setup/assessment-setup.ts';
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { Framed, PageFrame } from '../../components/page-frame.tsx';
import { Loading } from '../../components/load-state.tsx';
import { RequireAuth } from '../../components/require-auth.tsx';
import { ProfilePage } from '../../features/account/components/profile-page.tsx';
import { lazyPage } from '../../lib/lazy-page.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * One saved check, opened with `?saved=`: loaded only then, so the profile and its list of saved
 * checks do not carry the results' parts and the comparison (the route's JS budget).
 */
const SavedCheckPage = lazyPage<{ id: string; compareWith: string | undefined }>(() =>
  import('../../features/history/components/saved-check-page.tsx').then((m) => ({ default: m.SavedCheckPage })),
);

/**
 * The list of saved checks, loaded once the profile is drawn: the list and its history code are
 * about 11 kB gzip that the account's own controls do not need before they work (the route's JS
 * budget, 150 kB, which the Hindi profile had reached).
 */
const SavedChecks = lazy(() =>
  import('../../features/history/components/saved-checks.tsx').then((m) => ({ default: m.SavedChecks })),
);

/**
 * /profile, and within it the saved checks (decision 039): `?saved=<id>` reopens one and
 * `&compare=<id>` compares it with another, so the spec's routes stay as they are. Drawn at build
 * time as its frame: the page needs the visitor's session (page-frame.tsx).
 */
export default function ProfileRoute() {
  const { t } = useTranslation('account');
  return (
    <Framed frame={<PageFrame title={t('profile.title')} className="container account-page" />}>
      <Profile />
    </Framed>
  );
}

function Profile() {
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
          <ProfilePage
            history={
              <Loading>
                <SavedChecks />
              </Loading>
            }
          />
        )}
      </RequireAuth>
    </>
  );
}
