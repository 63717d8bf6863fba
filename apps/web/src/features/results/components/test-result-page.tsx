import type { ConditionDetail } from '@painpoint/contracts';
import { dengueIsPossible, withoutNsaidAdvice } from '@painpoint/contracts/dengue';
import type { UserAnswers } from '@painpoint/engine';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from '../../../components/link.tsx';
import { Disclaimer } from '../../../components/disclaimer.tsx';
import { FlowHeader } from '../../../domain/flow/flow-header.tsx';
import { CareNearby, careKind, OtherCare } from './care-nearby.tsx';
import { ageOf } from '../../../domain/answers-store.ts';
import { EmergencyCalls, callsMotherAndBaby } from '../../../domain/flow/emergency-calls.tsx';
import { Loading, LoadState } from '../../../components/load-state.tsx';
import { useAssessment, type Scored } from '../../../domain/diagnosis/use-assessment.ts';
import { paths } from '../../../lib/paths.ts';
import { known, useLoaded } from '../../../lib/cache.ts';
import { getCondition } from '../../../domain/diagnosis/get-condition.ts';
import { ConditionFacts } from './condition-facts.tsx';
import { useResultParts } from '../result-parts.tsx';
import { OnwardLinks } from './onward-links.tsx';
import { CheckOnPhone } from './check-on-phone.tsx';
import { TriageBadge } from '../../../domain/diagnosis/triage-badge.tsx';
import { TriagePanel } from '../../../domain/diagnosis/triage-panel.tsx';
import { ParacetamolOnly } from '../../../domain/diagnosis/paracetamol-only.tsx';
import { useProfileLine } from '../../../domain/diagnosis/use-profile-line.ts';
import { withoutLatinTerms } from '../../../domain/diagnosis/without-latin-terms.ts';

const NO_CONDITION = known<ConditionDetail | undefined>(undefined);

/** /test-result: the best match in full, the urgency, and a printable summary for a doctor. */
export function TestResultPage() {
  return (
    <div className="container flow">
      <TestResult />
    </div>
  );
}

function TestResult() {
  const { t } = useTranslation('assessment');
  const { answers, result } = useAssessment();
  const profileLine = useProfileLine(answers);
  if (result.status !== 'fulfilled') return <LoadState resource={result} />;
  const data = result.data;
  const top = data.assessment.ranked[0];
  const name = top && data.nameOf(top.disease_short_name);
  const level = data.assessment.triage;
  const careFirst = level === 'urgent' || level === 'see-doctor';
  const care = answers.painLocation ? (
    <CareNearby
      level={level}
      kind={careKind(
        answers.painLocation.key,
        data.diseases.find((d) => d.disease_short_name === top?.disease_short_name),
        ageOf(answers),
      )}
    />
  ) : null;
  // How urgent and what to do first, as soon as the answers are scored; the best match's facts
  // follow below when they are in (one more request), so nothing shown moves.
  return (
    <>
      {data.assessment.triage === 'emergency' ? <EmergencyCalls motherAndBaby={callsMotherAndBaby(answers)} /> : null}
      <FlowHeader title={name ?? t('suggested.title')}>
        <p className="muted">{t('suggested.forYou', { profile: profileLine })}</p>
      </FlowHeader>
      {/* Care near the visitor is the page's one primary action for a visit, under the headline
          (decision 118); for self-care or after the calls it is a second way on. */}
      <TriagePanel
        assessment={data.assessment}
        labelOf={data.labelOf}
        nameOf={data.nameOf}
        action={care && careFirst ? care : undefined}
      />
      <ParacetamolOnly ranked={data.assessment.ranked} />
      {care && !careFirst ? care : null}
      <OtherCare level={data.assessment.triage} />
      <Loading>
        <BestMatch data={data} answers={answers} />
      </Loading>
    </>
  );
}

/** The best match's facts (or that there is none), the onward links, the summary and the disclaimer. */
function BestMatch({ data, answers }: { data: Scored; answers: UserAnswers }) {
  const { t } = useTranslation('assessment');
  const { PrintSummary, SummaryButton, ShareSummary } = useResultParts();
  const top = data.assessment.ranked[0];
  const condition = useLoaded<ConditionDetail | undefined>(
    top ? getCondition : NO_CONDITION,
    top?.disease_short_name ?? '',
  );
  if (condition.status === 'rejected') return <LoadState resource={condition} />;
  // While dengue is possible, advice that suggests an anti-inflammatory painkiller is left out.
  const facts =
    condition.data && dengueIsPossible(data.assessment.ranked) ? withoutNsaidAdvice(condition.data) : condition.data;
  return (
    <>
      {top && facts ? (
        <ConditionFacts condition={facts}>
          <section aria-labelledby="what-title">
            <h2 id="what-title">{t('result.what')}</h2>
            <p>
              <TriageBadge level={facts.triage} />
            </p>
            <p>{withoutLatinTerms(facts.description)}</p>
          </section>
        </ConditionFacts>
      ) : (
        <p className="card">{t('suggested.empty')}</p>
      )}
      <nav className="result-links result-links-more" aria-labelledby="more-actions-title">
        <h2 id="more-actions-title" className="result-links-title">
          {t('suggested.moreActions')}
        </h2>
        <SummaryButton />
        <ShareSummary data={data} answers={answers} />
        <Link className="button button-secondary" to={paths.suggested}>
          {t('result.otherCauses')}
        </Link>
        <OnwardLinks />
      </nav>
      <CheckOnPhone />
      <PrintSummary data={data} answers={answers} />
      <Disclaimer />
    </>
  );
}
