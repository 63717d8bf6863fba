import { ApiError, messageFor } from '../../../lib/api-client.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from '../../../components/link.tsx';
import { Field } from '../../../components/form/field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useSubmit } from '../../../components/form/use-submit.ts';
import { OfflineNotice } from '../../../components/offline-notice.tsx';
import { isEmail } from '../../../domain/contracts.ts';
import { ACCOUNT_KEY, getAccount } from '../../../lib/get-account.ts';
import { paths } from '../../../lib/paths.ts';
import { useAppStore } from '../../../lib/store.ts';
import { notify } from '../../../lib/toast.ts';
import { sendMessage } from '../api/send-message.ts';
import { canSend, type ContactValues } from '../can-send.ts';
import { useEarlyInput } from '../../../lib/use-early-input.ts';
import { newMessageId } from '../../../lib/offline/kept-messages.ts';
import { keepForLater } from '../keep-for-later.ts';
import { KeptMessages } from './kept-messages-list.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';

export const MESSAGE_MAX = 5000;

const EMPTY: ContactValues = { name: '', email: '', msg: '' };

/** /contact-us (docs/product.md §2, §5, §8): for visitors and logged-in users alike. */
export function ContactPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const id = useId();
  // Typed before the page's scripts ran (it is prerendered): kept.
  const earlyInput = useEarlyInput();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [emailError, setEmailError] = useState<string>();
  const submitButton = useRef<HTMLButtonElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const set = (patch: Partial<ContactValues>) => setValues((v) => ({ ...v, ...patch }));
  const loggedIn = useAppStore((s) => s.authInfo.isAuthenticated);

  // A logged-in person's e-mail (and the name in their saved profile) are filled in for them,
  // never over something already typed.
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    getAccount(ACCOUNT_KEY)
      .then((account) => {
        if (!live) return;
        setValues((v) => ({
          ...v,
          email: v.email || (account.email ?? ''),
          name: v.name || (account.profile?.name ?? ''),
        }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loggedIn]);

  const send = useSubmit({
    ready: canSend(values),
    check: () => {
      if (!isEmail(values.email)) {
        setEmailError(t('field.emailInvalid'));
        emailInput.current?.focus();
        return undefined;
      }
      setEmailError(undefined);
      return { name: values.name.trim(), email: values.email.trim(), msg: values.msg.trim() };
    },
    send: async (message: ContactValues) => {
      // Its key, for this send and for a later one if it is kept: the server stores it once.
      const id = newMessageId();
      // Offline, or no network after all: kept on the device, to be sent when back online.
      let kept = !navigator.onLine;
      if (!kept) {
        try {
          await sendMessage(message, id);
        } catch (err) {
          // A refusal (the server's words) or a server fault: the form keeps the message.
          if (!(err instanceof ApiError && err.status === 0)) throw err;
          kept = true;
        }
      }
      if (kept) {
        try {
          await keepForLater(message, id);
        } catch {
          return t('contact.notKept');
        }
      }
      notify(kept ? 'info' : 'success', kept ? t('contact.kept') : t('contact.sent'));
      setValues(EMPTY);
    },
    failed: (err) => messageFor(err, t('contact.failed')),
    tell: 'toast',
    // Sent, the form is empty again, ready for another message; else the button is pressed again.
    refocus: (sent) => (sent ? nameInput.current : submitButton.current),
  });

  return (
    <div className="container account-page">
      <DocumentTitle>{`${t('contact.title')} — ${tc('brand')}`}</DocumentTitle>
      <h1>{t('contact.title')}</h1>
      <p className="lead">{t('contact.lead')}</p>
      <p>
        {t('contact.what')} <Link to={paths.privacy}>{t('contact.privacyLink')}</Link>.
      </p>
      <p className="notice-line">{t('contact.noAdvice')}</p>
      <OfflineNotice need="contact" />
      <KeptMessages />
      <form {...earlyInput} aria-label={t('contact.formLabel')} className="form" noValidate onSubmit={send.onSubmit}>
        <Field id={`${id}-name`} label={t('contact.name')}>
          {(p) => (
            <input
              {...p}
              ref={nameInput}
              name="name"
              type="text"
              autoComplete="name"
              maxLength={100}
              required
              value={values.name}
              onChange={(e) => set({ name: e.target.value })}
            />
          )}
        </Field>
        <Field id={`${id}-email`} label={t('contact.email')} error={emailError}>
          {(p) => (
            <input
              {...p}
              ref={emailInput}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              required
              value={values.email}
              onChange={(e) => set({ email: e.target.value })}
            />
          )}
        </Field>
        <Field id={`${id}-msg`} label={t('contact.message')} hint={t('contact.messageHint', { max: MESSAGE_MAX })}>
          {(p) => (
            <textarea
              {...p}
              name="msg"
              rows={6}
              maxLength={MESSAGE_MAX}
              required
              value={values.msg}
              onChange={(e) => set({ msg: e.target.value })}
            />
          )}
        </Field>
        <SubmitButton ref={submitButton} className="button button-large" busy={send.busy} disabled={!send.ready}>
          {t('contact.submit')}
        </SubmitButton>
      </form>
    </div>
  );
}
