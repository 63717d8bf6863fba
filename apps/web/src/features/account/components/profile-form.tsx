import { fieldErrorsOf, messageFor } from '../../../lib/api-client.ts';
import { AGE_RANGES, BODY_TYPES, PROFILE_NOTICE_VERSION, PROFILE_SEXES } from '@painpoint/contracts/account-constants';
import type { Account, Profile, ProfileFields } from '@painpoint/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from '../../../components/link.tsx';
import { ChoiceField, Field, FormMessage } from '../../../components/form/field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useSubmit } from '../../../components/form/use-submit.ts';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toast.ts';
import { saveProfile } from '../api/account.ts';
import { ageRangeLabel } from '../age-range-label.ts';

type FieldName = keyof ProfileFields | 'consent';
type Errors = Partial<Record<FieldName, string>>;
const ORDER: readonly FieldName[] = ['name', 'age_range', 'sex', 'body_type', 'consent'];

/**
 * The consent notice and the profile form. The details are stored only with explicit consent:
 * the box starts unticked, every save records consent to the notice version shown here, and the
 * notice says what is stored, why, that it is optional and how to withdraw (DPDP Act 2023).
 */
export function ProfileForm({
  profile,
  onSaved,
  onCancel,
}: {
  profile: Profile | null;
  onSaved(account: Account): void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const [name, setName] = useState(profile?.name ?? '');
  const [ageRange, setAgeRange] = useState<string>(profile?.age_range ?? '');
  const [sex, setSex] = useState<string>(profile?.sex ?? '');
  const [bodyType, setBodyType] = useState<string>(profile?.body_type ?? '');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const focusFirst = (found: Errors) => {
    const first = ORDER.find((f) => found[f]);
    if (first) requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus());
  };

  const check = (): ProfileFields | undefined => {
    const found: Errors = {};
    const trimmed = name.trim();
    if (trimmed === '') found.name = t('profile.nameRequired');
    const range = AGE_RANGES.find((r) => r === ageRange);
    if (!range) found.age_range = t('profile.ageRangeRequired');
    const s = PROFILE_SEXES.find((x) => x === sex);
    if (!s) found.sex = t('profile.sexRequired');
    const body = BODY_TYPES.find((b) => b === bodyType);
    if (!body) found.body_type = t('profile.bodyTypeRequired');
    if (!agreed) found.consent = t('profile.consentRequired');
    setErrors(found);
    if (Object.keys(found).length === 0 && trimmed && range && s && body)
      return { name: trimmed, age_range: range, sex: s, body_type: body };
    focusFirst(found);
    return undefined;
  };

  const save = useSubmit({
    check,
    send: async (fields: ProfileFields) => {
      const account = await saveProfile(fields);
      notify('success', t('profile.saved'));
      onSaved(account);
    },
    failed: (err) => {
      const byField = fieldErrorsOf(err);
      const named: Errors = {};
      for (const f of ORDER) if (byField[f]) named[f] = byField[f];
      setErrors(named);
      focusFirst(named);
      return messageFor(err, t('failed'));
    },
    // Saved, the details are shown instead of the form.
    leaves: true,
  });

  const invalid = (f: FieldName) => (errors[f] ? true : undefined);
  const errorText = (f: FieldName) =>
    errors[f] ? (
      <p id={`${id}-${f}-error`} className="field-error">
        {errors[f]}
      </p>
    ) : null;

  return (
    <form aria-labelledby={`${id}-title`} className="form profile-form" noValidate onSubmit={save.onSubmit}>
      <section className="consent-notice" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{t('profile.noticeTitle')}</h3>
        <ul>
          <li>{t('profile.notice.what')}</li>
          <li>{t('profile.notice.why')}</li>
          <li>{t('profile.notice.optional')}</li>
          <li>{t('profile.notice.withdraw')}</li>
        </ul>
        <p>
          {t('profile.notice.privacy')} <Link to={paths.privacy}>{t('profile.notice.privacyLink')}</Link>.{' '}
          <span className="muted">{t('profile.noticeVersion', { version: PROFILE_NOTICE_VERSION })}</span>
        </p>
      </section>
      <FormMessage error={save.error} />
      <Field id={`${id}-name`} label={t('profile.name')} error={errors.name}>
        {(p) => (
          <input
            {...p}
            name="name"
            type="text"
            autoComplete="name"
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-age_range`} label={t('profile.ageRange')} error={errors.age_range}>
        {(p) => (
          <select {...p} name="age_range" value={ageRange} onChange={(e) => setAgeRange(e.target.value)}>
            <option value="">{t('profile.choose')}</option>
            {AGE_RANGES.map((r) => (
              <option key={r} value={r}>
                {ageRangeLabel(r)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ChoiceField
        id={`${id}-sex`}
        name="sex"
        legend={t('profile.sex')}
        options={PROFILE_SEXES.map((s) => ({ value: s, label: t(`profile.sexes.${s}`) }))}
        value={sex}
        onChange={setSex}
        error={errors.sex}
      />
      <Field id={`${id}-body_type`} label={t('profile.bodyType')} error={errors.body_type}>
        {(p) => (
          <select {...p} name="body_type" value={bodyType} onChange={(e) => setBodyType(e.target.value)}>
            <option value="">{t('profile.choose')}</option>
            {BODY_TYPES.map((b) => (
              <option key={b} value={b}>
                {t(`profile.bodyTypes.${b}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="field">
        <label className="consent-check">
          <input
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            checked={agreed}
            aria-invalid={invalid('consent')}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            onChange={(e) => setAgreed(e.target.checked)}
          />
          <span>{t('profile.agree')}</span>
        </label>
        {errorText('consent')}
      </div>
      <div className="button-row">
        <SubmitButton className="button" busy={save.busy}>
          {t('profile.save')}
        </SubmitButton>
        {onCancel ? (
          <button type="button" className="button button-quiet" onClick={onCancel}>
            {t('profile.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
