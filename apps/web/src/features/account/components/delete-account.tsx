import { messageFor } from '../../../lib/api-fetch.ts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { useLogout } from '../../../components/use-logout.ts';
import { notify } from '../../../lib/toast.ts';
import { deleteAccount } from '../api/account.ts';

/**
 * "Delete my account": a confirmation dialog that says what goes and that it cannot be undone,
 * then the spec's call (empty JSON body, bearer token), then logged out and sent to '/'.
 */
export function DeleteAccount() {
  const { t } = useTranslation('account');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const logout = useLogout();

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteAccount();
    } catch (e) {
      setBusy(false);
      setOpen(false);
      notify('error', messageFor(e, t('failed')));
      return;
    }
    setOpen(false);
    await logout(t('profile.deleted'));
  };

  return (
    <section aria-labelledby={`${id}-section`} className="card account-section danger-zone">
      <h2 id={`${id}-section`}>{t('profile.deleteTitle')}</h2>
      <p>{t('profile.deleteLead')}</p>
      <button type="button" className="button button-danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('profile.delete')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('profile.deleteDialogTitle')}</h2>
        <p>{t('profile.deleteWhat')}</p>
        <p>
          <strong>{t('profile.deleteFinal')}</strong>
        </p>
        <div className="button-row">
          <button
            type="button"
            className="button button-danger"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void confirm()}
          >
            {t('profile.deleteConfirm')}
          </button>
          <button type="button" className="button button-quiet" data-autofocus onClick={() => setOpen(false)}>
            {t('profile.deleteCancel')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
