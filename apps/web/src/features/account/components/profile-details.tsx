import { ApiError, messageFor } from '../../../lib/api-client.ts';
import type { Account } from '@painpoint/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { notify } from '../../../lib/toast.ts';
import { CurrentPasswordField } from '../../../components/form/field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useSubmit } from '../../../components/form/use-submit.ts';
import { ageRangeLabel } from '../age-range-label.ts';
import { ProfileForm } from './profile-form.tsx';

interface ProfileDetailsProps {
  account: Account;
  date(iso: string): string;
  onChange(account: Account): void;
  /** `password` once the server asked for it (403: the login is more than a few minutes old). */
  onWithdraw(password?: string): Promise<void>;
}

/** The optional details: shown with the consent given, editable, and deletable by withdrawing consent. */
export function ProfileDetails({ account, date, onChange, onWithdraw }: ProfileDetailsProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const [editing, setEditing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  const profile = account.profile;
  const backToView = () => {
    setEditing(false);
    requestAnimationFrame(() => heading.current?.focus());
  };

  // Shown once the server asked for it (decision 063), as deleting the account does.
  const [askPassword, setAskPassword] = useState(false);
  const [password, setPassword] = useState('');
  const withdraw = useSubmit({
    ready: !(askPassword && password === ''),
    send: async () => {
      await onWithdraw(askPassword ? password : undefined);
      setAskPassword(false);
      setPassword('');
      notify('success', t('profile.withdrawn'));
    },
    failed: (e) => {
      if (e instanceof ApiError && e.status === 403) setAskPassword(true);
      return messageFor(e, t('failed'), [403, 429]);
    },
    tell: 'toast',
    refocus: (sent) => (sent ? heading.current : undefined),
  });

  return (
    <section ref={section} aria-labelledby={`${id}-title`} className="card account-section">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('profile.detailsTitle')}
      </h2>
      {profile && !editing ? (
        <>
          <dl className="facts">
            <div>
              <dt>{t('profile.name')}</dt>
              <dd>{profile.name}</dd>
            </div>
            <div>
              <dt>{t('profile.ageRange')}</dt>
              <dd>{ageRangeLabel(profile.age_range)}</dd>
            </div>
            <div>
              <dt>{t('profile.sex')}</dt>
              <dd>{t(`profile.sexes.${profile.sex}`)}</dd>
            </div>
            <div>
              <dt>{t('profile.bodyType')}</dt>
              <dd>{t(`profile.bodyTypes.${profile.body_type}`)}</dd>
            </div>
          </dl>
          <p className="muted">
            {t('profile.consentGiven', {
              date: date(profile.consent.given_at),
              version: profile.consent.notice_version,
            })}
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setEditing(true);
                // The button goes away with the view: carry on in the form's first field.
                requestAnimationFrame(() => section.current?.querySelector<HTMLElement>('input[name="name"]')?.focus());
              }}
            >
              {t('profile.edit')}
            </button>
            <SubmitButton
              type="button"
              className="button button-quiet"
              busy={withdraw.busy}
              disabled={!withdraw.ready}
              onClick={() => void withdraw.run()}
            >
              {t('profile.withdraw')}
            </SubmitButton>
          </div>
          {askPassword ? (
            <CurrentPasswordField
              id={`${id}-password`}
              label={t('profile.withdrawPassword')}
              value={password}
              onChange={setPassword}
            />
          ) : null}
        </>
      ) : (
        <>
          {profile ? null : <p>{t('profile.noDetails')}</p>}
          <ProfileForm
            profile={profile}
            onSaved={(next) => {
              onChange(next);
              backToView();
            }}
            onCancel={profile ? backToView : undefined}
          />
        </>
      )}
    </section>
  );
}
