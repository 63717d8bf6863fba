import { messageFor } from '../../../lib/api-client.ts';
import type { Account, AccountExport } from '@painpoint/contracts';
import { formatDate } from '../../../domain/dates.ts';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Loading, LoadState } from '../../../components/load-state.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useSubmit } from '../../../components/form/use-submit.ts';
import { useLogout } from '../../../components/use-logout.ts';
import { notify } from '../../../lib/toast.ts';
import { ACCOUNT_KEY, getAccount } from '../../../lib/get-account.ts';
import { useLoaded } from '../../../lib/cache.ts';
import { exportData, loadExport, logoutEverywhere, withdrawProfile } from '../api/account.ts';
import { DeleteAccount } from './delete-account.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';

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
      <DocumentTitle>{`${t('profile.title')} — ${tc('brand')}`}</DocumentTitle>
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
  const [shown, setShown] = useState<AccountExport>();
  const logout = useLogout();
  const account = updated ?? (loaded.status === 'fulfilled' ? loaded.data : undefined);
  const failed = (e: unknown) => messageFor(e, t('failed'), [429]);

  const downloadData = useSubmit({
    send: async () => {
      download(await exportData());
      notify('success', t('profile.downloaded'));
    },
    failed,
    tell: 'toast',
  });
  const showData = useSubmit({
    send: async () => setShown(await loadExport()),
    failed,
    tell: 'toast',
  });
  const logoutAll = useSubmit({
    send: async () => {
      await logoutEverywhere();
      await logout(t('profile.loggedOutAll'));
    },
    failed,
    tell: 'toast',
    leaves: true,
  });
  // One at a time: each button waits while any of them runs.
  const busy = downloadData.busy || showData.busy || logoutAll.busy;

  const withdraw = async (password?: string) => {
    if (!account) return;
    await withdrawProfile(password);
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
            <SubmitButton
              type="button"
              className="button button-secondary"
              busy={downloadData.busy}
              disabled={busy}
              onClick={() => void downloadData.run()}
            >
              {t('profile.download')}
            </SubmitButton>{' '}
            <SubmitButton
              type="button"
              className="button button-secondary"
              busy={showData.busy}
              disabled={busy}
              aria-expanded={shown !== undefined}
              onClick={() => (shown ? setShown(undefined) : void showData.run())}
            >
              {shown ? t('profile.hide') : t('profile.show')}
            </SubmitButton>
            {shown ? (
              <Suspense fallback={null}>
                <DataSummary data={shown} date={date} />
              </Suspense>
            ) : null}
          </section>
          <section aria-labelledby={`${id}-sessions`} className="card account-section">
            <h2 id={`${id}-sessions`}>{t('profile.sessionsTitle')}</h2>
            <p>{t('profile.sessionsLead')}</p>
            <SubmitButton
              type="button"
              className="button button-secondary"
              busy={logoutAll.busy}
              disabled={busy}
              onClick={() => void logoutAll.run()}
            >
              {t('profile.logoutAll')}
            </SubmitButton>
          </section>
          <DeleteAccount />
        </>
      )}
    </>
  );
}
