import type { SaveAssessmentRequest, SavedAssessmentSummary } from '@painpoint/contracts';
import { HISTORY_NOTICE_VERSION } from '@painpoint/contracts/account-constants';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../../components/link.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
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

type State =
  | { kind: 'idle' | 'busy' | 'asking' }
  | { kind: 'saved'; saved: SavedAssessmentSummary }
  | { kind: 'failed'; message: string; retry: (() => void) | undefined };

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

function SaveControl({ draft, onSaved }: { draft: SaveDraft; onSaved(saved: SavedAssessmentSummary): void }) {
  const { t } = useTranslation('assessment');
  const { t: tc } = useTranslation('check');
  const id = useId();
  const [state, setState] = useState<State>(() => {
    const saved = savedThisVisit.get(JSON.stringify(draft));
    return saved ? { kind: 'saved', saved } : { kind: 'idle' };
  });
  const [agreed, setAgreed] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const dateTime = useDateTime();
  const focus = (selector: string) =>
    requestAnimationFrame(() => document.getElementById(id)?.querySelector<HTMLElement>(selector)?.focus());

  const failed = (e: unknown, retry: (() => void) | undefined) => {
    setState({ kind: 'failed', message: messageFor(e, t('history.saveFailed'), [400, 409, 413, 429]), retry });
    focus('.error-panel p');
  };

  /** The calls (loaded with the first save) and the request the contract accepts, or why not. */
  const prepare = async (retry: () => void): Promise<{ api: Api; body: SaveAssessmentRequest } | undefined> => {
    setState({ kind: 'busy' });
    let api: Api;
    let body: SaveAssessmentRequest | undefined;
    try {
      api = await import('../api/saved-assessments.ts');
      body = api.saveRequestOf(draft);
    } catch (e) {
      failed(e, retry);
      return undefined;
    }
    if (!body) setState({ kind: 'failed', message: t('history.cannotSave'), retry: undefined });
    return body && { api, body };
  };

  const store = async (api: Api, body: SaveAssessmentRequest) => {
    setState({ kind: 'busy' });
    try {
      const saved = await api.saveAssessment(body);
      onSaved(saved);
      setState({ kind: 'saved', saved });
      notify('success', t('history.saved'));
      focus('.save-history-done');
    } catch (e) {
      // Consent withdrawn meanwhile (in another tab): ask again.
      if (e instanceof ApiError && e.status === 403) ask();
      else failed(e, () => void store(api, body));
    }
  };

  const ask = () => {
    setState({ kind: 'asking' });
    focus('h2');
  };

  const save = async () => {
    const ready = await prepare(() => void save());
    if (!ready) return;
    try {
      const { consent } = await ready.api.getHistoryConsent();
      if (!consent) return ask();
    } catch (e) {
      return failed(e, () => void save());
    }
    await store(ready.api, ready.body);
  };

  const agree = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!agreed) {
      setConsentError(true);
      focus('input[type="checkbox"]');
      return;
    }
    const ready = await prepare(() => void agree());
    if (!ready) return;
    try {
      await ready.api.giveHistoryConsent();
    } catch (err) {
      return failed(err, () => void agree());
    }
    await store(ready.api, ready.body);
  };

  return (
    <div id={id} className="save-history">
      {state.kind === 'saved' ? (
        <p className="save-history-done" role="status" tabIndex={-1}>
          {t('history.savedOn', { date: dateTime(state.saved.created_at) })}{' '}
          <Link to={savedCheckUrl(state.saved.id)}>{t('history.seeSaved')}</Link>
        </p>
      ) : state.kind === 'asking' ? (
        <form
          className="form save-history-consent"
          aria-labelledby={`${id}-title`}
          noValidate
          onSubmit={(e) => void agree(e)}
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
                setState({ kind: 'idle' });
                requestAnimationFrame(() => button.current?.focus());
              }}
            >
              {t('history.cancel')}
            </button>
          </div>
        </form>
      ) : state.kind === 'failed' ? (
        <div role="alert" className="error-panel">
          <p tabIndex={-1}>{state.message}</p>
          {state.retry ? (
            <button type="button" className="button button-secondary" onClick={state.retry}>
              {tc('load.retry')}
            </button>
          ) : null}
        </div>
      ) : (
        <SubmitButton
          ref={button}
          type="button"
          className="button button-secondary"
          busy={state.kind === 'busy'}
          onClick={() => void save()}
        >
          {t('history.save')}
        </SubmitButton>
      )}
    </div>
  );
}
