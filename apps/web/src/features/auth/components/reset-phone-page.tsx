import { messageFor } from '../../../lib/api-client.ts';
import { CODE_LENGTH, TEXT_COUNTRIES } from '@painpoint/contracts/account-constants';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { FormMessage } from '../../../components/form/field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useSubmit } from '../../../components/form/use-submit.ts';
import { paths } from '../../../lib/paths.ts';
import { requestResetCode } from '../api/passwords.ts';
import { dialCodeOf, nationalDigits } from '../phone.ts';
import { usePhoneCountry } from '../use-phone-country.ts';
import { phoneE164 } from '../validate.ts';
import { PageTitle } from './page-title.tsx';
import { PhoneField } from './phone-field.tsx';
import { readPhoneState, type PhoneResetState } from '../phone-reset-state.ts';
import { useEarlyInput } from '../../../lib/use-early-input.ts';

/** /reset-password-phone: the account's phone number → a 6-digit code by SMS, then the code page. */
export function ResetPhonePage() {
  const { t, language } = useTranslation('account');
  const id = useId();
  // Typed before the page's scripts ran (it is prerendered): kept.
  const earlyInput = useEarlyInput();
  const { state } = useLocation();
  const navigate = useNavigate();
  const previous = readPhoneState(state);
  const restarted = (state as Partial<PhoneResetState> | null)?.restarted;
  const [country, setCountry] = usePhoneCountry(language, previous?.country, TEXT_COUNTRIES);
  const [phone, setPhone] = useState(previous?.phone ?? '');
  const [invalid, setInvalid] = useState(false);

  const request = useSubmit({
    check: () => {
      const bad = !phoneE164(country, phone);
      setInvalid(bad);
      if (!bad) return { country, phone };
      document.getElementById(`${id}-phone-number`)?.focus();
      return undefined;
    },
    send: async (next: PhoneResetState) => {
      await requestResetCode(nationalDigits(next.phone), dialCodeOf(next.country));
      void navigate(paths.resetPasswordPhoneConfirm, { state: next });
    },
    failed: (err) => messageFor(err, t('failed')),
    leaves: true,
  });

  return (
    <div className="container auth-page">
      <PageTitle title={t('phone.title')} />
      {restarted ? (
        <p className="notice-line" role="status">
          {restarted === 'no-token' ? t('step.missing') : t('phone.startAgain')}
        </p>
      ) : null}
      <p>{t('phone.lead', { length: CODE_LENGTH })}</p>
      <form {...earlyInput} aria-label={t('phone.formLabel')} className="form" noValidate onSubmit={request.onSubmit}>
        <FormMessage error={request.error} />
        <PhoneField
          id={`${id}-phone`}
          country={country}
          number={phone}
          error={invalid ? (phone.trim() === '' ? t('field.phoneRequired') : t('field.phoneInvalid')) : undefined}
          onChange={(c, n) => {
            setCountry(c);
            setPhone(n);
          }}
        />
        <SubmitButton className="button button-large" busy={request.busy}>
          {t('phone.submit')}
        </SubmitButton>
      </form>
      <ul className="link-list">
        <li>
          <Link to={paths.forgotPassword}>{t('phone.useEmail')}</Link>
        </li>
        <li>
          <Link to={paths.login}>{t('forgot.backToLogin')}</Link>
        </li>
      </ul>
    </div>
  );
}
