import type { ConditionDetail } from '@painpoint/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from '../../../components/link.tsx';
import { Disclaimer } from '../../../components/disclaimer.tsx';
import { FlowHeader } from '../../../components/flow-header.tsx';
import { Loading, LoadState } from '../../../components/load-state.tsx';
import { useAssessment } from '../../../lib/diagnosis/use-assessment.ts';
import { paths } from '../../../lib/paths.ts';
import { allOf, known, useLoaded } from '../../../lib/use-loaded.ts';
import { getCondition } from '../api/get-condition.ts';
import { ConditionFacts } from './condition-facts.tsx';
import { OnwardLinks } from './onward-links.tsx';
import { PrintSummary, SummaryButton } from './print-summary.tsx';
import { ShareSummary } from './share-summary.tsx';
import { TriageBadge } from './triage-badge.tsx';
import { TriagePanel } from './triage-panel.tsx';
import { useProfileLine } from '../../../lib/diagnosis/use-profile-line.ts';

const NO_CONDITION = known<ConditionDetail | undefined>(undefined);

/** /test-result: the best match in full, the urgency, and a printable summary for a doctor. */
export function TestResultPage() {
  return (
    <div className="container flow">
      <Loading>
        <TestResult />
      </Loading>
    </div>
  );
}

function TestResult() {
  const { t } = useTranslation('assessment');
  const { answers, result } = useAssessment();
  const profileLine = useProfileLine(answers);
  const data = result.status === 'fulfilled' ? result.data : undefined;
  const top = data?.assessment.ranked[0];
  const condition = useLoaded<ConditionDetail | undefined>(
    top ? getCondition : NO_CONDITION,
    top?.disease_short_name ?? '',
  );
  const names = new Map(data?.diseases.map((d) => [d.disease_short_name, d.disease_name] as const));
  // Everything is shown at once when the ranking and the best match's facts are both in.
  const all = allOf(result, ...(data && !top ? [] : [condition]));

  if (all.status !== 'fulfilled' || !data) {
    return <LoadState resource={all} />;
  }

  // Once all is in, the best match's facts are there whenever there is a best match.
  const facts = condition.status === 'fulfilled' ? condition.data : undefined;
  return (
    <>
      <FlowHeader title={top ? (names.get(top.disease_short_name) ?? top.disease_short_name) : t('suggested.title')}>
        <p className="muted">{t('suggested.forYou', { profile: profileLine })}</p>
      </FlowHeader>
      <TriagePanel assessment={data.assessment} labelOf={data.labelOf} nameOf={data.nameOf} />
      {top && facts ? (
        <>
          <ConditionFacts condition={facts}>
            <section aria-labelledby="what-title">
              <h2 id="what-title">{t('result.what')}</h2>
              <p>
                <TriageBadge level={facts.triage} />
              </p>
              <p>{facts.description}</p>
            </section>
          </ConditionFacts>
        </>
      ) : (
        <p className="card">{t('suggested.empty')}</p>
      )}
      <p className="result-links">
        <SummaryButton />
        <ShareSummary data={data} answers={answers} />
        <Link className="button button-secondary" to={paths.suggested}>
          {t('result.otherCauses')}
        </Link>
        <OnwardLinks />
      </p>
      <PrintSummary data={data} answers={answers} />
      <Disclaimer />
    </>
  );
}
