import type { AssessmentList, SavedAssessmentSummary } from '@painpoint/contracts';
import { useId, useRef, useState } from 'react';
import { Link } from '../../../components/link.tsx';
import { Loading, LoadState } from '../../../components/load-state.tsx';
import { notify } from '../../../lib/toast.ts';
import { known, useLoaded } from '../../../lib/cache.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  ALL_PLACES,
  deleteAllSavedAssessments,
  deleteSavedAssessment,
  getSavedList,
  withdrawHistoryConsent,
} from '../api/saved-assessments.ts';
import { savedCheckUrl, useDateTime, usePlaceName } from '../history-links.ts';
import { ConfirmDialog, conditionNames, namesKey } from './saved-check-parts.tsx';
import { TriageBadge } from '../../../domain/diagnosis/triage-badge.tsx';
import '../history.css';

const NO_NAMES = known(new Map<string, string>());

/**
 * "My saved checks" on /profile (decision 039): the consent to keep a history and how to withdraw
 * it, every saved check (date, place, urgency, best match) to reopen or delete, and deleting them
 * all. The section loads on its own, so the rest of the profile never waits for it.
 */
export function SavedChecks() {
  const { t } = useTranslation('assessment');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby={`${id}-title`} className="card account-section saved-checks">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('history.title')}
      </h2>
      <Loading>
        <SavedList focusHeading={() => requestAnimationFrame(() => heading.current?.focus())} />
      </Loading>
    </section>
  );
}

type Confirming = { kind: 'one'; item: SavedAssessmentSummary } | { kind: 'all' } | { kind: 'withdraw' };

function SavedList({ focusHeading }: { focusHeading(): void }) {
  const { t } = useTranslation('assessment');
  const loaded = useLoaded(getSavedList, ALL_PLACES);
  if (loaded.status !== 'fulfilled') {
    return <LoadState resource={loaded} messages={{ failed: t('history.loadFailed') }} />;
  }
  return <SavedListView initial={loaded.data} focusHeading={focusHeading} />;
}

/** The list as loaded, then as each change confirmed by the server leaves it (without asking again). */
function SavedListView({ initial, focusHeading }: { initial: AssessmentList; focusHeading(): void }) {
  const { t } = useTranslation('assessment');
  const dateTime = useDateTime();
  const placeName = usePlaceName();
  const [list, setList] = useState(initial);
  const key = namesKey(list.items.map((i) => i.conditions[0]?.disease_short_name));
  const names = useLoaded(key ? conditionNames : NO_NAMES, key);
  const [confirming, setConfirming] = useState<Confirming>();

  if (names.status !== 'fulfilled') {
    return <LoadState resource={names} messages={{ failed: t('history.loadFailed') }} />;
  }
  const { consent, items } = list;
  const nameOf = (short: string | undefined) =>
    short === undefined ? t('history.noMatch') : (names.data.get(short) ?? short);

  /** The list as it is after a change. */
  const change = (next: AssessmentList) => setList(next);

  /** Runs a confirmed change; the list changes once the server has said it is done. */
  const confirm = async (password?: string) => {
    if (confirming?.kind === 'one') {
      await deleteSavedAssessment(confirming.item.id);
      const rest = items.filter((i) => i.id !== confirming.item.id);
      change({ ...list, items: rest, total: rest.length });
      notify('success', t('history.deleted'));
    } else if (confirming?.kind === 'all') {
      await deleteAllSavedAssessments(password);
      change({ ...list, items: [], total: 0 });
      notify('success', t('history.deletedAll'));
    } else if (confirming?.kind === 'withdraw') {
      await withdrawHistoryConsent();
      change({ ...list, consent: null, items: [], total: 0 });
      notify('success', t('history.withdrawn'));
    }
    setConfirming(undefined);
    focusHeading();
  };

  const count = (n: number) => (n === 1 ? t('history.countOne') : t('history.countMany', { count: n }));

  return (
    <>
      <p>
        {consent
          ? t('history.consentGiven', { date: dateTime(consent.given_at), version: consent.notice_version })
          : t('history.notKeeping')}
      </p>
      {items.length === 0 ? (
        <p>{t('history.none')}</p>
      ) : (
        <>
          <p>{count(items.length)}</p>
          <ol className="saved-list">
            {items.map((item) => {
              const when = dateTime(item.created_at);
              return (
                <li key={item.id} className="saved-item" data-saved={item.id}>
                  <h3>{when}</h3>
                  <dl className="facts">
                    <div>
                      <dt>{t('history.place')}</dt>
                      <dd>{placeName(item.location)}</dd>
                    </div>
                    <div>
                      <dt>{t('history.urgency')}</dt>
                      <dd>
                        <TriageBadge level={item.triage} />
                      </dd>
                    </div>
                    <div>
                      <dt>{t('history.bestMatch')}</dt>
                      <dd>{nameOf(item.conditions[0]?.disease_short_name)}</dd>
                    </div>
                  </dl>
                  <div className="button-row">
                    <Link className="button button-secondary" to={savedCheckUrl(item.id)}>
                      {t('history.open')}
                      <span className="visually-hidden"> {t('history.theCheckOf', { date: when })}</span>
                    </Link>
                    <button
                      type="button"
                      className="button button-quiet"
                      aria-haspopup="dialog"
                      onClick={() => setConfirming({ kind: 'one', item })}
                    >
                      {t('history.delete')}
                      <span className="visually-hidden"> {t('history.theCheckOf', { date: when })}</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <div className="button-row">
        {items.length > 0 ? (
          <button
            type="button"
            className="button button-quiet"
            aria-haspopup="dialog"
            onClick={() => setConfirming({ kind: 'all' })}
          >
            {t('history.deleteAll')}
          </button>
        ) : null}
        {consent ? (
          <button
            type="button"
            className="button button-quiet"
            aria-haspopup="dialog"
            onClick={() => setConfirming({ kind: 'withdraw' })}
          >
            {t('history.withdraw')}
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming !== undefined}
        title={
          confirming?.kind === 'withdraw'
            ? t('history.withdrawTitle')
            : confirming?.kind === 'all'
              ? t('history.deleteAllTitle')
              : t('history.deleteTitle')
        }
        confirmLabel={
          confirming?.kind === 'withdraw'
            ? t('history.withdrawConfirm')
            : confirming?.kind === 'all'
              ? t('history.deleteAllConfirm')
              : t('history.deleteConfirm')
        }
        onConfirm={confirm}
        onClose={() => setConfirming(undefined)}
      >
        {confirming?.kind === 'one' ? (
          <p>
            {t('history.deleteWhat', {
              date: dateTime(confirming.item.created_at),
              place: placeName(confirming.item.location),
            })}
          </p>
        ) : confirming?.kind === 'all' ? (
          <>
            <p>{t('history.deleteAllWhat', { count: count(items.length) })}</p>
            <p>{t('history.deleteAllKeeps')}</p>
          </>
        ) : (
          <>
            <p>
              {items.length === 0
                ? t('history.withdrawNothing')
                : t('history.withdrawWhat', { count: count(items.length) })}
            </p>
            <p>{t('history.withdrawAfter')}</p>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
