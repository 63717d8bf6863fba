import type { SavedAssessment } from '@painpoint/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { Loading, LoadState } from '../../../components/load-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toast.ts';
import { useLoaded, type Loaded } from '../../../lib/cache.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { deleteSavedAssessment, getSavedAssessment, getSavedList, getSavedPair } from '../api/saved-assessments.ts';
import { answersByStep } from '../compare-checks.ts';
import { CompareView } from './compare-view.tsx';
import { compareUrl, useDateTime, usePlaceName } from '../history-links.ts';
import {
  ConfirmDialog,
  checkContent,
  checkContentKey,
  type CheckContent,
  useAnswerText,
  VersionNote,
} from './saved-check-parts.tsx';
import { StrengthBar } from '../../../domain/diagnosis/strength-bar.tsx';
import { TriageBadge } from '../../../domain/diagnosis/triage-badge.tsx';
import { useProfileLine } from '../../../domain/diagnosis/use-profile-line.ts';
import '../history.css';
import { DocumentTitle } from '../../../components/document-title.tsx';

/**
 * A saved check reopened on /profile (`?saved=<id>`), or two compared (`&compare=<id>`): the
 * results as they were saved, never worked out again with today's knowledge base (decision 039).
 */
export function SavedCheckPage({ id, compareWith }: { id: string; compareWith: string | undefined }) {
  const { t } = useTranslation('assessment');
  const { t: tc } = useTranslation();
  const title = compareWith ? t('history.compareTitle') : t('history.savedTitle');
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from within /profile, where the app's own focus move (on a new path) does not happen.
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [id, compareWith]);
  return (
    <div className="container account-page saved-page">
      <DocumentTitle>{`${title} — ${tc('brand')}`}</DocumentTitle>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <Loading>{compareWith ? <CompareChecks ids={[id, compareWith]} /> : <SavedView id={id} />}</Loading>
      <p className="saved-back">
        <Link to={paths.profile}>{t('history.back')}</Link>
      </p>
    </div>
  );
}

/** The failure of a load, or "no such saved check" (a deleted one, or a wrong link) without a retry. */
export function SavedLoadState({ resource }: { resource: Loaded<unknown> }) {
  const { t } = useTranslation('assessment');
  if (resource.status !== 'rejected') return null;
  const e = resource.error;
  if (e instanceof ApiError && (e.status === 404 || e.status === 400))
    return <p className="card">{t('history.notFound')}</p>;
  return <LoadState resource={resource} messages={{ failed: t('history.openFailed') }} />;
}

/** Loads both checks, then compares them. */
function CompareChecks({ ids }: { ids: [string, string] }) {
  const { t } = useTranslation('assessment');
  const pair = useLoaded(getSavedPair, ids.join(','));
  if (pair.status !== 'fulfilled') return <SavedLoadState resource={pair} />;
  const checks = pair.data;
  if (checks[0].location !== checks[1].location) return <p className="card">{t('history.samePlaceOnly')}</p>;
  return <WithContent checks={checks}>{(content) => <CompareView checks={checks} {...content} />}</WithContent>;
}

/** Today's questions of the checks' place (for the answers in words) and the conditions' names. */
function WithContent({ checks, children }: { checks: SavedAssessment[]; children(c: CheckContent): ReactNode }) {
  const content = useLoaded(checkContent, checkContentKey(checks));
  if (content.status !== 'fulfilled') return <SavedLoadState resource={content} />;
  return children(content.data);
}

function SavedView({ id }: { id: string }) {
  const saved = useLoaded(getSavedAssessment, id);
  if (saved.status !== 'fulfilled') return <SavedLoadState resource={saved} />;
  return <WithContent checks={[saved.data]}>{(content) => <SavedCheck saved={saved.data} {...content} />}</WithContent>;
}

/** One saved check as it was shown: the urgency, the causes in their order, the answers given. */
function SavedCheck({ saved, steps, names }: { saved: SavedAssessment } & CheckContent) {
  const { t } = useTranslation('assessment');
  const id = useId();
  const dateTime = useDateTime();
  const answerText = useAnswerText();
  const profileLine = useProfileLine(saved.answers);
  const nameOf = (short: string) => names.get(short) ?? short;
  const byStep = answersByStep(saved.answers.flags);
  const known = new Set(steps.steps.map((s) => s.id));
  const answered = [
    ...steps.steps.filter((s) => byStep.has(s.id)).map((s) => ({ id: s.id, step: s })),
    ...[...byStep.keys()].filter((s) => !known.has(s)).map((s) => ({ id: s, step: undefined })),
  ];
  return (
    <>
      <p className="notice saved-mark">
        <strong>{t('history.savedOn', { date: dateTime(saved.created_at) })}</strong> {t('history.asShown')}
      </p>
      <VersionNote then={[saved.kb_version]} now={steps.version} />
      <p className="muted">{t('suggested.forYou', { profile: profileLine })}</p>
      <section className={`triage triage-${saved.triage}`} aria-labelledby={`${id}-triage`}>
        <h2 id={`${id}-triage`}>
          {t('history.urgencyThen')} <TriageBadge level={saved.triage} />
        </h2>
        <p className="triage-summary">{t(`triage.summary.${saved.triage}`)}</p>
      </section>
      <h2>{t('suggested.listTitle')}</h2>
      {saved.conditions.length === 0 ? (
        <p className="card">{t('suggested.empty')}</p>
      ) : (
        <ol className="ranked" aria-label={t('suggested.listTitle')}>
          {saved.conditions.map((c, i) => (
            <li key={c.disease_short_name} className="ranked-item card" data-condition={c.disease_short_name}>
              <h3>
                <span className="ranked-rank">{i + 1}.</span> {nameOf(c.disease_short_name)}
              </h3>
              <p className="ranked-meta">
                <StrengthBar score={c.final_score} />
                <span>
                  {c.difference_percentage === 0
                    ? t('suggested.best')
                    : t('suggested.difference', { pct: c.difference_percentage.toFixed(2) })}
                </span>
              </p>
            </li>
          ))}
        </ol>
      )}
      <h2>{t('history.answersTitle')}</h2>
      <dl className="facts saved-answers">
        {answered.map(({ id: stepId, step }) => (
          <div key={stepId}>
            <dt>{step?.question ?? t('history.noLongerAsked')}</dt>
            <dd>{answerText(step, byStep.get(stepId) ?? [])}</dd>
          </div>
        ))}
      </dl>
      <Loading>
        <CompareChooser saved={saved} />
      </Loading>
      <DeleteSaved saved={saved} />
    </>
  );
}

/** The other saved checks of the same place, to compare this one with (the latest is chosen first). */
function CompareChooser({ saved }: { saved: SavedAssessment }) {
  const { t } = useTranslation('assessment');
  const id = useId();
  const navigate = useNavigate();
  const dateTime = useDateTime();
  const placeName = usePlaceName();
  const list = useLoaded(getSavedList, saved.location);
  const others = list.status === 'fulfilled' ? list.data.items.filter((i) => i.id !== saved.id) : [];
  const [other, setOther] = useState<string>();
  if (list.status !== 'fulfilled') return <SavedLoadState resource={list} />;
  if (others.length === 0) return <p>{t('history.nothingToCompare', { place: placeName(saved.location) })}</p>;
  const chosen = other ?? others[0]!.id;
  return (
    <section aria-labelledby={`${id}-title`} className="saved-compare">
      <h2 id={`${id}-title`}>{t('history.compareHeading')}</h2>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          void navigate(compareUrl(saved.id, chosen));
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-other`}>{t('history.compareWith', { place: placeName(saved.location) })}</label>
          <select id={`${id}-other`} value={chosen} onChange={(e) => setOther(e.target.value)}>
            {others.map((o) => (
              <option key={o.id} value={o.id}>
                {dateTime(o.created_at)}
              </option>
            ))}
          </select>
        </div>
        <div className="button-row">
          <button type="submit" className="button button-secondary">
            {t('history.compare')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** "Delete this check", confirmed first; back to the profile once the server has deleted it. */
function DeleteSaved({ saved }: { saved: SavedAssessment }) {
  const { t } = useTranslation('assessment');
  const navigate = useNavigate();
  const dateTime = useDateTime();
  const placeName = usePlaceName();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    await deleteSavedAssessment(saved.id);
    setOpen(false);
    notify('success', t('history.deleted'));
    void navigate(paths.profile);
  };
  return (
    <div className="button-row saved-actions">
      <button type="button" className="button button-quiet" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('history.deleteThis')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('history.deleteTitle')}
        confirmLabel={t('history.deleteConfirm')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <p>{t('history.deleteWhat', { date: dateTime(saved.created_at), place: placeName(saved.location) })}</p>
      </ConfirmDialog>
    </div>
  );
}
