import type { SaveAssessmentRequest, SavedAssessmentSummary } from '@painpoint/contracts';
import { HISTORY_NOTICE_VERSION } from '@painpoint/contracts/account-constants';
import { useId, useMemo, useRef, useState } from 'react';
import { Link } from '../../../components/link.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useSubmit } from '../../../components/form/use-submit.ts';
import { ApiError, messageFor } from '../../../lib/api-client.ts';
import { useAnswers } from '../../../domain/answers-store.ts';
import type { Scored } from '../../../domain/diagnosis/use-assessment.ts';
import { paths } from '../../../lib/paths.ts';
import { useAppStore } from '../../../lib/store.ts';
import { notify } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import type * as HistoryApi from '../api/saved-assessments.ts';
import { savedCheckUrl, useDateTime } from '../history-links.ts';
import { saveDraftOf, type SaveDraft } from '../save-request.ts';
import { savedThisVisit } from '../saved-this-visit.ts';
import '../history.css';

/**
 * "Save to my history" under the results, for a logged-in person (decision 039). Without consent
 * it asks for it here, with the notice of what is kept, records it, then saves; it says "saved"
 * only once the server has confirmed. Visitors get one quiet line saying what an account allows.
 */
export function SaveToHistory({ data, shown }: { data: Scored; shown: number }) {
  const { t } = useTranslation('assessment');
  const loggedIn = useAppStore((s) => s.authInfo.isAuthenticated);
  const restoring = useAppStore((s) => s.status === 'pending');
  const answers = useAnswers((s) => s.answers);
  const draft = useMemo(() => saveDraftOf(answers, data, shown), [answers, data, shown]);
  const key = JSON.stringify(draft);

  if (restoring) return null;
  if (!loggedIn) {
    return (
      <p className="muted save-history-visitor">
        {t('history.visitor')}{' '}
        <Link to={paths.login} state={{ from: paths.suggested }}>
          {t('history.visitorLogin')}
        </Link>
      </p>
    );
  }
  // New answers are new results: what was said about the last ones no longer holds.
  return <SaveControl key={key} draft={draft} onSaved={(saved) => savedThisVisit.set(key, saved)} />;
}

/** The history's calls, loaded with the first save: visitors never download them. */
type Api = typeof HistoryApi;

/** What the control shows when no save is running and none has failed. */
type Shown = { kind: 'button' | 'asking' | 'cannot' } | { kind: 'saved'; saved: SavedAssessmentSummary };

function SaveControl({ draft, onSaved }: { draft: SaveDraft; onSaved(saved: SavedAssessmentSummary): void }) {
  const { t } = useTranslation('assessment');
  const { t: tc } = useTranslation('check');
  const id = useId();
  const [shown, setShown] = useState<Shown>(() => {
    const saved = savedThisVisit.get(JSON.stringify(draft));
    return saved ? { kind: 'saved', saved } : { kind: 'button' };
  });
  const [agreed, setAgreed] = useState(false);
  const [consentError, setConsentError] = useState(false);
  /** Consent is known to be given (read or just recorded). */
  const consented = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const dateTime = useDateTime();
  const within = (selector: string) => document.getElementById(id)?.querySelector<HTMLElement>(selector);
  /** After a save or a failure, focus goes to what the control now says. */
  const refocus = () => within('.error-panel p') ?? within('.save-history-done') ?? within('h2');
  const failed = (e: unknown) => messageFor(e, t('history.saveFailed'), [400, 409, 413, 429]);

  /** The calls (loaded with the first save) and the request the contract accepts, if the results make one. */
  const prepare = async (): Promise<{ api: Api; body: SaveAssessmentRequest } | undefined> => {
    const api = await import('../api/saved-assessments.ts');
    const body = api.saveRequestOf(draft);
    if (!body) setShown({ kind: 'cannot' });
    return body && { api, body };
  };

  const store = async ({ api, body }: { api: Api; body: SaveAssessmentRequest }) => {
    try {
      const saved = await api.saveAssessment(body);
      onSaved(saved);
      setShown({ kind: 'saved', saved });
      notify('success', t('history.saved'));
    } catch (e) {
      // Consent withdrawn meanwhile (in another tab): ask again.
      if (!(e instanceof ApiError && e.status === 403)) throw e;
      consented.current = false;
      setShown({ kind: 'asking' });
    }
  };

  /**
   * Saves once consent is known: `consent` reads or records it (false: it is to be asked first).
   * Known once, a retry goes straight to the save.
   */
  const saveAfter = async (consent: (api: Api) => Promise<boolean>) => {
    const ready = await prepare();
    if (!ready) return;
    if (!consented.current) {
      if (!(await consent(ready.api))) return setShown({ kind: 'asking' });
      consented.current = true;
    }
    await store(ready);
  };

  const save = useSubmit({
    failed,
    refocus,
    send: () => saveAfter(async (api) => Boolean((await api.getHistoryConsent()).consent)),
  });

  const agree = useSubmit({
    failed,
    refocus,
    check: () => {
      if (agreed) return true;
      setConsentError(true);
      requestAnimationFrame(() => within('input[type="checkbox"]')?.focus());
      return undefined;
    },
    send: () =>
      saveAfter(async (api) => {
        await api.giveHistoryConsent();
        return true;
      }),
  });

  /** The save or the consent that failed: its retry sends it again from the step that failed. */
  const failure = save.error !== undefined ? save : agree.error !== undefined ? agree : undefined;

  return (
    <div id={id} className="save-history">
      {failure ? (
        <div role="alert" className="error-panel">
          <p tabIndex={-1}>{failure.error}</p>
          <button type="button" className="button button-secondary" onClick={() => void failure.run()}>
            {tc('load.retry')}
          </button>
        </div>
      ) : shown.kind === 'cannot' ? (
        <div role="alert" className="error-panel">
          <p tabIndex={-1}>{t('history.cannotSave')}</p>
        </div>
      ) : shown.kind === 'saved' ? (
        <p className="save-history-done" role="status" tabIndex={-1}>
          {t('history.savedOn', { date: dateTime(shown.saved.created_at) })}{' '}
          <Link to={savedCheckUrl(shown.saved.id)}>{t('history.seeSaved')}</Link>
        </p>
      ) : shown.kind === 'asking' && !agree.busy ? (
        <form
          className="form save-history-consent"
          aria-labelledby={`${id}-title`}
          noValidate
          onSubmit={agree.onSubmit}
        >
          <section className="consent-notice" aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`} tabIndex={-1}>
              {t('history.noticeTitle')}
            </h2>
            <ul>
              <li>{t('history.notice.what')}</li>
              <li>{t('history.notice.why')}</li>
              <li>{t('history.notice.only')}</li>
              <li>{t('history.notice.withdraw')}</li>
            </ul>
            <p>
              {t('history.notice.privacy')} <Link to={paths.privacy}>{t('history.notice.privacyLink')}</Link>.{' '}
              <span className="muted">{t('history.noticeVersion', { version: HISTORY_NOTICE_VERSION })}</span>
            </p>
          </section>
          <div className="field">
            <label className="consent-check">
              <input
                type="checkbox"
                name="history-consent"
                checked={agreed}
                aria-invalid={consentError || undefined}
                aria-describedby={consentError ? `${id}-error` : undefined}
                onChange={(e) => {
                  setAgreed(e.target.checked);
                  if (e.target.checked) setConsentError(false);
                }}
              />
              <span>{t('history.agree')}</span>
            </label>
            {consentError ? (
              <p id={`${id}-error`} className="field-error">
                {t('history.consentRequired')}
              </p>
            ) : null}
          </div>
          <div className="button-row">
            <button type="submit" className="button button-secondary">
              {t('history.agreeAndSave')}
            </button>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => {
                setShown({ kind: 'button' });
                requestAnimationFrame(() => button.current?.focus());
              }}
            >
              {t('history.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <SubmitButton
          ref={button}
          type="button"
          className="button button-secondary"
          busy={save.busy || agree.busy}
          onClick={() => void save.run()}
        >
          {t('history.save')}
        </SubmitButton>
      )}
    </div>
  );
}
