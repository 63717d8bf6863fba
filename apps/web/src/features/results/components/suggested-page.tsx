import { nextUnanswered } from '@painpoint/engine';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from '../../../components/link.tsx';
import { Disclaimer } from '../../../components/disclaimer.tsx';
import { FlowHeader } from '../../../components/flow-header.tsx';
import { Loading, LoadState } from '../../../components/load-state.tsx';
import { useAnswers } from '../../../lib/answers-store.ts';
import { useAssessment, type Scored } from '../../../lib/diagnosis/use-assessment.ts';
import { paths } from '../../../lib/paths.ts';
import { getConditions } from '../api/get-condition.ts';
import { OnwardLinks } from './onward-links.tsx';
import { TriageBadge } from './triage-badge.tsx';
import { TriagePanel } from './triage-panel.tsx';
import { useProfileLine } from './use-profile-line.ts';
import { firstSentence } from '../first-sentence.ts';

/** How many conditions the list shows; the rest match too weakly to be worth reading. */
export const SHOWN_CONDITIONS = 8;

/** Changing answers starts at the first question; each keeps its answer until changed. */
const firstStepUrl = (data: Scored) => {
  const first = data.states.find((s) => s.visible);
  return first ? `${paths.steps}?step=${encodeURIComponent(first.step.id)}` : paths.steps;
};

function RankedList({ data }: { data: Scored }) {
  const { t } = useTranslation('assessment');
  const names = new Map(data.diseases.map((d) => [d.disease_short_name, d] as const));
  const ranked = data.assessment.ranked.slice(0, SHOWN_CONDITIONS);
  if (ranked.length === 0) return <p className="card">{t('suggested.empty')}</p>;
  return (
    <ol className="ranked" aria-label={t('suggested.listTitle')}>
      {ranked.map((r, i) => {
        const d = names.get(r.disease_short_name);
        return (
          <li key={r.disease_short_name} className="ranked-item card" data-condition={r.disease_short_name}>
            <h3>
              <span className="ranked-rank">{i + 1}.</span> {d?.disease_name ?? r.disease_short_name}
            </h3>
            <p className="ranked-meta">
              <TriageBadge level={r.triage} />
              <span>{t('suggested.score', { score: r.final_score.toFixed(2) })}</span>
              <span>
                {r.explains_red_flag
                  ? t('suggested.firstForWarning')
                  : r.difference_percentage === 0
                    ? t('suggested.best')
                    : t('suggested.difference', { pct: r.difference_percentage.toFixed(2) })}
              </span>
            </p>
            {d ? <p>{firstSentence(d.description)}</p> : null}
            <details className="why">
              <summary>{t('suggested.why')}</summary>
              <div className="why-cols">
                <div>
                  <h4>{t('suggested.supports')}</h4>
                  {r.supports.length > 0 ? (
                    <ul>
                      {r.supports.map((s) => (
                        <li key={`${s.step_id}/${s.key}`}>{data.labelOf(s.step_id, s.key)}</li>
                      ))}
                    </ul>
                  ) : (
                    <p className="muted">{t('suggested.nothingFor')}</p>
                  )}
                </div>
                <div>
                  <h4>{t('suggested.against')}</h4>
                  {r.against.length > 0 ? (
                    <ul>
                      {r.against.map((a) => (
                        <li key={`${a.step_id}/${a.key}/${a.kind}`}>
                          {a.kind === 'missing'
                            ? t('suggested.missing', { answer: data.labelOf(a.step_id, a.key) })
                            : data.labelOf(a.step_id, a.key)}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="muted">{t('suggested.nothingAgainst')}</p>
                  )}
                </div>
              </div>
            </details>
          </li>
        );
      })}
    </ol>
  );
}

/** /suggested-diagnosis: the ranked conditions, scored in the browser, with the triage first. */
export function SuggestedPage() {
  const { t } = useTranslation('assessment');
  const answers = useAnswers((s) => s.answers);
  const profileLine = useProfileLine(answers);
  return (
    <div className="container flow">
      <FlowHeader title={t('suggested.title')} lead={t('suggested.lead')}>
        <p className="muted">{t('suggested.forYou', { profile: profileLine })}</p>
      </FlowHeader>
      <Loading>
        <SuggestedResults />
      </Loading>
    </div>
  );
}

function SuggestedResults() {
  const { t } = useTranslation('assessment');
  const { result } = useAssessment();
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
  return (
    <>
      {nextUnanswered(result.data.states) ? (
        <p className="notice">
          {t('suggested.incomplete')} <Link to={paths.steps}>{t('suggested.continueQuestions')}</Link>
        </p>
      ) : null}
      <TriagePanel assessment={result.data.assessment} labelOf={result.data.labelOf} nameOf={result.data.nameOf} />
      <h2>{t('suggested.listTitle')}</h2>
      <RankedList data={result.data} />
      <nav className="result-links" aria-label={t('suggested.title')}>
        {result.data.assessment.ranked.length > 0 ? (
          <Link className="button" to={paths.testResult}>
            {t('suggested.details')}
          </Link>
        ) : null}
        <OnwardLinks />
        <Link className="button button-secondary" to={firstStepUrl(result.data)}>
          {t('suggested.changeAnswers')}
        </Link>
      </nav>
      {/* Shown with the results, not before them, so it never moves once on screen. */}
      <Disclaimer />
    </>
  );
}
