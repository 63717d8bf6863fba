import { ApiError, messageFor } from '../../../lib/api-client.ts';
import { useId, useState } from 'react';
import { CurrentPasswordField } from '../../../components/form/field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useSubmit } from '../../../components/form/use-submit.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { useLogout } from '../../../components/use-logout.ts';
import { deleteAccount } from '../api/account.ts';

/**
 * "Delete my account": a confirmation dialog that says what goes and that it cannot be undone,
 * then the spec's call (empty JSON body, bearer token), then logged out and sent to '/'. When the
 * login is more than a few minutes old the server asks for the password (403, decision 063): the
 * dialog then shows a password field with the server's words and sends it with the next try.
 */
export function DeleteAccount() {
  const { t } = useTranslation('account');
  const id = useId();
  const [open, setOpen] = useState(false);
  // Shown once the server asked for it; its error is the server's (in the visitor's language).
  const [askPassword, setAskPassword] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const logout = useLogout();

  const close = () => {
    setOpen(false);
    setPassword('');
    setPasswordError(undefined);
  };

  const confirm = useSubmit({
    ready: !(askPassword && password === ''),
    send: async () => {
      await deleteAccount(askPassword ? password : undefined);
      close();
      await logout(t('profile.deleted'));
    },
    failed: (e) => {
      if (e instanceof ApiError && (e.status === 403 || (askPassword && e.status === 429))) {
        setAskPassword(true);
        setPasswordError(e.message);
        return undefined;
      }
      close();
      return messageFor(e, t('failed'));
    },
    tell: 'toast',
    leaves: true,
  });

  return (
    <section aria-labelledby={`${id}-section`} className="card account-section danger-zone">
      <h2 id={`${id}-section`}>{t('profile.deleteTitle')}</h2>
      <p>{t('profile.deleteLead')}</p>
      <button type="button" className="button button-danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('profile.delete')}
      </button>
      <Dialog open={open} onClose={close} labelledBy={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('profile.deleteDialogTitle')}</h2>
        <p>{t('profile.deleteWhat')}</p>
        <p>
          <strong>{t('profile.deleteFinal')}</strong>
        </p>
        {askPassword ? (
          <CurrentPasswordField
            id={`${id}-password`}
            label={t('profile.deletePassword')}
            error={passwordError}
            value={password}
            onChange={setPassword}
          />
        ) : null}
        <div className="button-row">
          <SubmitButton
            type="button"
            className="button button-danger"
            busy={confirm.busy}
            disabled={!confirm.ready}
            onClick={() => void confirm.run()}
          >
            {t('profile.deleteConfirm')}
          </SubmitButton>
          <button type="button" className="button button-quiet" data-autofocus onClick={close}>
            {t('profile.deleteCancel')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
