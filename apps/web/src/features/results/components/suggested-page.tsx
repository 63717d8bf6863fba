import { isUnsureAboutWarnings, type RankedCondition, type UserAnswers } from '@painpoint/engine';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from '../../../components/link.tsx';
import { Disclaimer } from '../../../components/disclaimer.tsx';
import { FlowHeader } from '../../../domain/flow/flow-header.tsx';
import { EmergencyCalls, callsMotherAndBaby } from '../../../domain/flow/emergency-calls.tsx';
import { Loading, LoadState } from '../../../components/load-state.tsx';
import { useAssessment, type Scored } from '../../../domain/diagnosis/use-assessment.ts';
import { paths } from '../../../lib/paths.ts';
import { getConditions } from '../../../domain/diagnosis/get-condition.ts';
import { OnwardLinks } from './onward-links.tsx';
import { CheckOnPhone } from './check-on-phone.tsx';
import { CareNearby, careKind, OtherCare } from './care-nearby.tsx';
import { SelfCareAdvice } from './self-care-advice.tsx';
import { ageOf } from '../../../domain/answers-store.ts';
import { TriageBadge } from '../../../domain/diagnosis/triage-badge.tsx';
import { ParacetamolOnly } from '../../../domain/diagnosis/paracetamol-only.tsx';
import { causesInOrder, dangerousCause, TriagePanel } from '../../../domain/diagnosis/triage-panel.tsx';
import { matchStrength } from '../../../domain/diagnosis/match-strength.ts';
import { useProfileLine } from '../../../domain/diagnosis/use-profile-line.ts';
import { firstSentence } from '../first-sentence.ts';
import { useHistoryParts, useResultParts } from '../result-parts.tsx';
import { withoutLatinTerms } from '../../../domain/diagnosis/without-latin-terms.ts';

/** How many conditions the list shows; the rest match too weakly to be worth reading. */
export const SHOWN_CONDITIONS = 8;

/** Changing answers starts at the first question; each keeps its answer until changed. */
const firstStepUrl = (data: Scored) => {
  const first = data.path.asked[0] ?? data.path.current;
  return first ? `${paths.steps}?step=${encodeURIComponent(first)}` : paths.steps;
};

/** How many causes show at first; the rest are one tap away. */
const SHOWN_FIRST = 3;

/**
 * The causes in plain words: the first three, then the rest behind "More possible causes". A
 * dangerous possibility the urgency comes from is listed first (dangerousCause), whatever its
 * match. No scores or percentages here: the summary for a doctor has them.
 */
function RankedList({ data }: { data: Scored }) {
  const { t } = useTranslation('assessment');
  const ordered = causesInOrder(data.assessment).slice(0, SHOWN_CONDITIONS);
  if (ordered.length === 0) return <p className="card">{t('suggested.empty')}</p>;
  const danger = dangerousCause(data.assessment);
  const first = ordered.slice(0, SHOWN_FIRST);
  const more = ordered.slice(SHOWN_FIRST);
  const item = (r: RankedCondition, i: number) => (
    <RankedItem key={r.disease_short_name} data={data} r={r} n={i + 1} dangerFirst={r === danger && i === 0} />
  );
  return (
    <>
      <ol className="ranked" aria-label={t('suggested.listTitle')}>
        {first.map(item)}
      </ol>
      {more.length > 0 ? (
        <details className="ranked-more">
          <summary>{t('suggested.more', { count: more.length })}</summary>
          <ol className="ranked" start={SHOWN_FIRST + 1}>
            {more.map((r, i) => item(r, i + SHOWN_FIRST))}
          </ol>
        </details>
      ) : null}
    </>
  );
}

function RankedItem({
  data,
  r,
  n,
  dangerFirst,
}: {
  data: Scored;
  r: RankedCondition;
  n: number;
  dangerFirst: boolean;
}) {
  const { t } = useTranslation('assessment');
  const d = data.diseases.find((x) => x.disease_short_name === r.disease_short_name);
  const strength = matchStrength(r.final_score);
  return (
    <li className="ranked-item card" data-condition={r.disease_short_name} data-score={r.final_score.toFixed(2)}>
      <h3>
        <span className="ranked-rank">{n}.</span> {data.nameOf(r.disease_short_name)}
      </h3>
      <p className="ranked-meta">
        <TriageBadge level={r.triage} />
        <span className={`strength strength-${strength}`}>{t(`suggested.strength.${strength}`)}</span>
        {r.explains_red_flag ? (
          <span>{t('suggested.firstForWarning')}</span>
        ) : dangerFirst ? (
          <span>{t('suggested.dangerFirst')}</span>
        ) : null}
      </p>
      {d ? <p>{firstSentence(withoutLatinTerms(d.description))}</p> : null}
      <details className="why">
        <summary>{t('suggested.why')}</summary>
        <div className="why-cols">
          <WhyList
            title={t('suggested.supports')}
            items={r.supports.map((s) => ({ id: `${s.step_id}/${s.key}`, text: data.labelOf(s.step_id, s.key) }))}
            empty={t('suggested.nothingFor')}
          />
          <WhyList
            title={t('suggested.against')}
            items={r.against
              .filter((a) => a.kind !== 'missing')
              .map((a) => ({ id: `${a.step_id}/${a.key}`, text: data.labelOf(a.step_id, a.key) }))}
            empty={t('suggested.nothingAgainst')}
          />
          <WhyList
            title={t('suggested.missing')}
            items={r.against
              .filter((a) => a.kind === 'missing')
              .map((a) => ({ id: `${a.step_id}/${a.key}`, text: data.labelOf(a.step_id, a.key) }))}
          />
        </div>
      </details>
    </li>
  );
}

/** One of the "why" lists; left out when empty unless it has something to say instead. */
function WhyList({ title, items, empty }: { title: string; items: { id: string; text: string }[]; empty?: string }) {
  if (items.length === 0 && empty === undefined) return null;
  return (
    <div>
      <h4>{title}</h4>
      {items.length > 0 ? (
        <ul>
          {items.map((i) => (
            <li key={i.id}>{i.text}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">{empty}</p>
      )}
    </div>
  );
}

/** /suggested-diagnosis: the ranked conditions, scored in the browser, with the triage first. */
export function SuggestedPage() {
  const { t } = useTranslation('assessment');
  const assessed = useAssessment();
  const { answers, result } = assessed;
  const profileLine = useProfileLine(answers);
  // In an emergency the numbers to call come before the page's title and everything else.
  const emergency = result.status === 'fulfilled' && result.data.assessment.triage === 'emergency';
  return (
    <div className="container flow flow-wide">
      {emergency ? <EmergencyCalls motherAndBaby={callsMotherAndBaby(answers)} /> : null}
      {/* The page's lead is about the list, so it stands over the list: the urgency's headline and
          the one thing to do come on the first screen of a phone (decision 118). */}
      <FlowHeader title={t('suggested.title')}>
        <p className="muted">{t('suggested.forYou', { profile: profileLine })}</p>
      </FlowHeader>
      <SuggestedResults {...assessed} />
    </div>
  );
}

/**
 * The page's one primary action, under the urgency's headline (decision 118): in an emergency the
 * calls at the top of the page are (none here); for a visit today or in the next days, care near
 * the visitor; for self-care, the best match's page with its warning signs and treatments.
 */
function PrimaryAction({ data, answers }: { data: Scored; answers: UserAnswers }) {
  const { t } = useTranslation('assessment');
  const level = data.assessment.triage;
  if (level === 'emergency') return null;
  if ((level === 'urgent' || level === 'see-doctor') && answers.painLocation)
    return (
      <CareNearby
        level={level}
        kind={careKind(
          answers.painLocation.key,
          data.diseases.find((d) => d.disease_short_name === causesInOrder(data.assessment)[0]?.disease_short_name),
          ageOf(answers),
        )}
      />
    );
  if (data.assessment.ranked.length === 0) return null;
  return (
    <p className="primary-action">
      <Link className="button" to={paths.testResult} data-primary-action="">
        {t('suggested.details')}
      </Link>
    </p>
  );
}

function SuggestedResults({ answers, result }: ReturnType<typeof useAssessment>) {
  const { t } = useTranslation('assessment');
  const { PrintSummary, SummaryButton, ShareSummary } = useResultParts();
  const { SaveToHistory } = useHistoryParts();
  const topNames =
    result.status === 'fulfilled'
      ? result.data.assessment.ranked
          .slice(0, 5)
          .map((r) => r.disease_short_name)
          .join(',')
      : '';
  // The next pages show these conditions' facts: fetch them while the visitor reads this one.
  useEffect(() => {
    if (topNames) getConditions(topNames).catch(() => undefined);
  }, [topNames]);
  if (result.status !== 'fulfilled') return <LoadState resource={result} />;
  const level = result.data.assessment.triage;
  const first = causesInOrder(result.data.assessment)[0];
  // The details link is the primary action for self-care (above); otherwise one of the others.
  const detailsBelow = result.data.assessment.ranked.length > 0 && level !== 'self-care';
  return (
    <>
      {result.data.path.current ? (
        <p className="notice">
          {t('suggested.incomplete')} <Link to={paths.steps}>{t('suggested.continueQuestions')}</Link>
        </p>
      ) : null}
      {/* On a wide screen the urgency and next steps stay beside the list; on a phone they come first. */}
      <div className="results-layout">
        <aside className="results-aside" aria-label={t('triage.title')}>
          <TriagePanel
            assessment={result.data.assessment}
            labelOf={result.data.labelOf}
            nameOf={result.data.nameOf}
            action={<PrimaryAction data={result.data} answers={answers} />}
          />
          <ParacetamolOnly ranked={result.data.assessment.ranked} />
          {/* "Try the self-care advice below": here it is, the best match's own. */}
          {level === 'self-care' && first ? (
            <Loading>
              <SelfCareAdvice name={first.disease_short_name} ranked={result.data.assessment.ranked} />
            </Loading>
          ) : null}
          {result.data.states.some((s) => s.visible && isUnsureAboutWarnings(s)) ? (
            <p className="notice">{t('suggested.unsure')}</p>
          ) : null}
          {/* The map as a second way on: to the nearest emergency department after the calls, or to
              a pharmacy for self-care ("a pharmacist can help with medicines"). */}
          {(level === 'emergency' || level === 'self-care') && answers.painLocation ? (
            <CareNearby level={level} kind={careKind(answers.painLocation.key, undefined, ageOf(answers))} />
          ) : null}
          <OtherCare level={level} />
          <nav className="result-links result-links-more" aria-labelledby="more-actions-title">
            <h2 id="more-actions-title" className="result-links-title">
              {t('suggested.moreActions')}
            </h2>
            {detailsBelow ? (
              <Link className="button button-secondary" to={paths.testResult}>
                {t('suggested.details')}
              </Link>
            ) : null}
            <OnwardLinks />
            <Link className="button button-secondary" to={firstStepUrl(result.data)}>
              {t('suggested.changeAnswers')}
            </Link>
            <SummaryButton />
            <ShareSummary data={result.data} answers={answers} />
          </nav>
          <SaveToHistory data={result.data} shown={SHOWN_CONDITIONS} />
          <CheckOnPhone />
        </aside>
        <div className="results-main">
          <h2>{t('suggested.listTitle')}</h2>
          <p className="muted">{t('suggested.lead')}</p>
          <RankedList data={result.data} />
        </div>
      </div>
      <PrintSummary data={result.data} answers={answers} />
      {/* Shown with the results, not before them, so it never moves once on screen. */}
      <Disclaimer />
    </>
  );
}
