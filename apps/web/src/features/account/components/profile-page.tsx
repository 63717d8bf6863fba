import { messageFor } from '../../../lib/api-client.ts';
import type { Account, AccountExport } from '@painpoint/contracts';
import { formatDate } from '../../../domain/dates.ts';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Loading, LoadState } from '../../../components/load-state.tsx';
import { useLogout } from '../../../components/use-logout.ts';
import { notify } from '../../../lib/toast.ts';
import { ACCOUNT_KEY, getAccount } from '../../../lib/get-account.ts';
import { useLoaded } from '../../../lib/cache.ts';
import { exportData, loadExport, logoutEverywhere, withdrawProfile } from '../api/account.ts';
import { DeleteAccount } from './delete-account.tsx';
import { ProfileDetails } from './profile-details.tsx';

// Loaded when asked for: the /profile route is close to its size budget.
const DataSummary = lazy(() => import('./data-summary.tsx').then((m) => ({ default: m.DataSummary })));

/** The downloaded file's name. */
export const EXPORT_FILE = 'painpoint-my-data.json';

function download(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = EXPORT_FILE;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * /profile (guarded): the account, the optional profile details kept only with consent, the
 * history of saved checks (given by the route, as features do not import each other), and the
 * visitor's rights made as easy as giving consent — download, withdraw, sign out everywhere,
 * delete (DPDP Act 2023).
 */
export function ProfilePage({ history }: { history?: ReactNode }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  return (
    <div className="container account-page">
      <title>{`${t('profile.title')} — ${tc('brand')}`}</title>
      <h1>{t('profile.title')}</h1>
      <Loading>
        <AccountSections history={history} />
      </Loading>
    </div>
  );
}

function AccountSections({ history }: { history: ReactNode }) {
  const { t, language } = useTranslation('account');
  const id = useId();
  const loaded = useLoaded(getAccount, ACCOUNT_KEY);
  const [updated, setUpdated] = useState<Account>();
  const [busy, setBusy] = useState<'download' | 'show' | 'logout-all'>();
  const [shown, setShown] = useState<AccountExport>();
  const logout = useLogout();
  const account = updated ?? (loaded.status === 'fulfilled' ? loaded.data : undefined);

  const downloadData = async () => {
    setBusy('download');
    try {
      download(await exportData());
      notify('success', t('profile.downloaded'));
    } catch (e) {
      notify('error', messageFor(e, t('failed'), [429]));
    }
    setBusy(undefined);
  };

  const toggleData = async () => {
    if (shown) return setShown(undefined);
    setBusy('show');
    try {
      setShown(await loadExport());
    } catch (e) {
      notify('error', messageFor(e, t('failed'), [429]));
    }
    setBusy(undefined);
  };

  const logoutAll = async () => {
    setBusy('logout-all');
    try {
      await logoutEverywhere();
    } catch (e) {
      setBusy(undefined);
      notify('error', messageFor(e, t('failed'), [429]));
      return;
    }
    await logout(t('profile.loggedOutAll'));
  };

  const withdraw = async () => {
    if (!account) return;
    await withdrawProfile();
    setUpdated({ ...account, profile: null });
  };

  // Dates as the legal pages write them ("21 November 2026"): English as written in India.
  const date = (iso: string) => formatDate(language, iso);

  return (
    <>
      {!account ? (
        <LoadState resource={loaded} messages={{ failed: t('profile.loadFailed'), retry: t('retry') }} />
      ) : (
        <>
          <section aria-labelledby={`${id}-account`} className="card account-section">
            <h2 id={`${id}-account`}>{t('profile.account')}</h2>
            <dl className="facts">
              {account.email ? (
                <div>
                  <dt>{t('profile.email')}</dt>
                  <dd>{account.email}</dd>
                </div>
              ) : null}
              {account.phone_number ? (
                <div>
                  <dt>{t('profile.phone')}</dt>
                  <dd>{account.phone_number}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('profile.created')}</dt>
                <dd>{date(account.created_at)}</dd>
              </div>
            </dl>
          </section>
          <ProfileDetails account={account} date={date} onChange={setUpdated} onWithdraw={withdraw} />
          {history}
          <section aria-labelledby={`${id}-data`} className="card account-section">
            <h2 id={`${id}-data`}>{t('profile.dataTitle')}</h2>
            <p>{t('profile.dataLead')}</p>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy !== undefined}
              aria-busy={busy === 'download' || undefined}
              onClick={() => void downloadData()}
            >
              {t('profile.download')}
            </button>{' '}
            <button
              type="button"
              className="button button-secondary"
              disabled={busy !== undefined}
              aria-busy={busy === 'show' || undefined}
              aria-expanded={shown !== undefined}
              onClick={() => void toggleData()}
            >
              {shown ? t('profile.hide') : t('profile.show')}
            </button>
            {shown ? (
              <Suspense fallback={null}>
                <DataSummary data={shown} date={date} />
              </Suspense>
            ) : null}
          </section>
          <section aria-labelledby={`${id}-sessions`} className="card account-section">
            <h2 id={`${id}-sessions`}>{t('profile.sessionsTitle')}</h2>
            <p>{t('profile.sessionsLead')}</p>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy !== undefined}
              aria-busy={busy === 'logout-all' || undefined}
              onClick={() => void logoutAll()}
            >
              {t('profile.logoutAll')}
            </button>
          </section>
          <DeleteAccount />
        </>
      )}
    </>
  );
}
