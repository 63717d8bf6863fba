import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { removeCheck } from '../../../domain/answers-store.ts';
import { checkHasAccount, forgetCheckKeys, isCheckKept, keepCheck } from '../../../lib/check-on-device.ts';
import { paths } from '../../../lib/paths.ts';
import { useAppStore } from '../../../lib/store.ts';
import { notify } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

/**
 * The check as this phone keeps it (decision 112): phones are shared, so a check made with no
 * account goes a day after its last answer unless the person keeps it, and anyone can remove it at
 * once. A logged-in person's check goes at logout; removing it here leaves their account alone.
 */
export function CheckOnPhone() {
  const { t } = useTranslation('assessment');
  const id = useId();
  const navigate = useNavigate();
  const loggedIn = useAppStore((s) => s.authInfo.isAuthenticated);
  const restoring = useAppStore((s) => s.status === 'pending');
  const [kept, setKept] = useState(isCheckKept);
  const removed = useRef(false);
  // The answers leave this tab's memory once the page has gone: cleared while it is still up, it
  // would send the visitor to the start of the check rather than home.
  useEffect(
    () => () => {
      if (removed.current) removeCheck();
    },
    [],
  );
  // Only a check that would go after a day can be kept; an account's goes at logout instead.
  const expires = !loggedIn && !restoring && !checkHasAccount();
  const remove = () => {
    removed.current = true;
    // From storage at once, so nothing stays even if the tab is closed now.
    forgetCheckKeys();
    notify('success', t('onPhone.removed'));
    void navigate(paths.home, { replace: true });
  };
  return (
    <section className="check-on-phone" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('onPhone.title')}</h2>
      {expires ? (
        <div className="field">
          <label className="consent-check">
            <input
              type="checkbox"
              checked={kept}
              aria-describedby={`${id}-keep`}
              onChange={(e) => {
                keepCheck(e.target.checked);
                setKept(e.target.checked);
              }}
            />
            <span>{t('onPhone.keep')}</span>
          </label>
          <p id={`${id}-keep`} className="muted">
            {t('onPhone.keepHint')}
          </p>
        </div>
      ) : null}
      <button
        type="button"
        className="button button-secondary"
        aria-describedby={loggedIn ? `${id}-remove` : undefined}
        onClick={remove}
      >
        {t('onPhone.remove')}
      </button>
      {loggedIn ? (
        <p id={`${id}-remove`} className="muted">
          {t('onPhone.removeHintAccount')}
        </p>
      ) : null}
    </section>
  );
}
