import type { SavedAssessment, TriageLevel } from '@painpoint/contracts';
import type { ReactNode } from 'react';
import { Link } from '../../../components/link.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { compareChecks, inTimeOrder, type AnswerChange, type Verdict } from '../compare-checks.ts';
import { savedCheckUrl, useDateTime, usePlaceName } from '../history-links.ts';
import { useAnswerText, VerdictBadge, VersionNote, type CheckContent } from './saved-check-parts.tsx';
import { TriageBadge } from '../../../domain/diagnosis/triage-badge.tsx';

/**
 * Two saved checks of one place side by side, the earlier first: the urgency, the warning signs,
 * the best match and the weight, then the answers that differ, each marked better, worse or
 * changed (compare-checks.ts says when "better" and "worse" can be said), and those that did not.
 */
export function CompareView({ checks, steps, names }: { checks: [SavedAssessment, SavedAssessment] } & CheckContent) {
  const { t } = useTranslation('assessment');
  const dateTime = useDateTime();
  const placeName = usePlaceName();
  const answerText = useAnswerText();
  const [earlier, later] = inTimeOrder(...checks);
  const c = compareChecks(earlier, later, steps.steps);
  const [from, to] = [dateTime(earlier.created_at), dateTime(later.created_at)];
  const nameOf = (short: string | undefined) =>
    short === undefined ? t('history.noMatch') : (names.get(short) ?? short);
  const kg = (weight: number | null) => (weight === null ? t('history.weightUnknown') : t('history.kg', { weight }));
  const level = (l: TriageLevel) => <TriageBadge level={l} />;
  const row = (title: string, before: ReactNode, after: ReactNode, verdict: Verdict, key: string) => (
    <CompareRow key={key} title={title} before={before} after={after} verdict={verdict} />
  );
  const answerRow = (a: AnswerChange) =>
    row(
      a.step?.question ?? t('history.noLongerAsked'),
      a.earlier.length > 0 ? answerText(a.step, a.earlier) : t('history.notAsked'),
      a.later.length > 0 ? answerText(a.step, a.later) : t('history.notAsked'),
      a.verdict,
      a.stepId,
    );
  const changed = c.answers.filter((a) => a.verdict !== 'same');
  const same = c.answers.filter((a) => a.verdict === 'same');
  return (
    <>
      <p>{t('history.compareLead', { earlier: from, later: to, place: placeName(earlier.location) })}</p>
      <VersionNote then={[earlier.kb_version, later.kb_version]} now={steps.version} />
      <p className="muted">{t('history.howRead')}</p>
      <h2>{t('history.inShort')}</h2>
      <ul className="compare-list">
        {row(t('history.urgency'), level(c.triage.earlier), level(c.triage.later), c.triage.verdict, 'triage')}
        {row(t('history.warningSigns'), c.warningSigns.earlier, c.warningSigns.later, c.warningSigns.verdict, 'signs')}
        {row(
          t('history.bestMatch'),
          nameOf(c.bestMatch.earlier),
          nameOf(c.bestMatch.later),
          c.bestMatch.verdict,
          'best',
        )}
        {row(t('history.weight'), kg(c.weight.earlier), kg(c.weight.later), c.weight.verdict, 'weight')}
      </ul>
      <h2>{t('history.answersChanged')}</h2>
      {changed.length === 0 ? (
        <p>{t('history.noneChanged')}</p>
      ) : (
        <ul className="compare-list">{changed.map(answerRow)}</ul>
      )}
      {same.length > 0 ? (
        <details className="why compare-same">
          <summary>{same.length === 1 ? t('history.sameOne') : t('history.sameMany', { count: same.length })}</summary>
          <ul className="compare-list">{same.map(answerRow)}</ul>
        </details>
      ) : null}
      <p className="button-row">
        <Link className="button button-secondary" to={savedCheckUrl(earlier.id)}>
          {t('history.openEarlier')}
        </Link>
        <Link className="button button-secondary" to={savedCheckUrl(later.id)}>
          {t('history.openLater')}
        </Link>
      </p>
    </>
  );
}

function CompareRow(props: { title: string; before: ReactNode; after: ReactNode; verdict: Verdict }) {
  const { t } = useTranslation('assessment');
  return (
    <li className="compare-row" data-verdict={props.verdict}>
      <h3>
        {props.title} <VerdictBadge verdict={props.verdict} />
      </h3>
      <dl className="facts">
        <div>
          <dt>{t('history.earlier')}</dt>
          <dd>{props.before}</dd>
        </div>
        <div>
          <dt>{t('history.later')}</dt>
          <dd>{props.after}</dd>
        </div>
      </dl>
    </li>
  );
}
