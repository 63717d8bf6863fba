import type { Assessment } from '@painpoint/engine';
import { missingString } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { isNextStep } from '../../../locales/assessment-en.ts';
import { EmergencyCalls } from '../../../components/emergency-calls.tsx';
import { TriageBadge } from './triage-badge.tsx';

/** How urgent the whole result is and what to do next in India (112, ambulance 108, …). */
export function TriagePanel({
  assessment,
  labelOf,
}: {
  assessment: Assessment;
  labelOf(stepId: string, key: string): string;
}) {
  const { t } = useTranslation('assessment');
  const level = assessment.triage;
  return (
    <section className={`triage triage-${level}`} aria-labelledby="triage-title">
      <h2 id="triage-title">
        {t('triage.title')} <TriageBadge level={level} />
      </h2>
      <p className="triage-summary">{t(`triage.summary.${level}`)}</p>
      {assessment.triage_from.red_flags.length + assessment.triage_from.answers.length > 0 ? (
        <ul className="triage-flags">
          {assessment.triage_from.red_flags.map((f) => (
            <li key={`${f.step_id}/${f.key}`}>{t('triage.redFlag', { answer: labelOf(f.step_id, f.key) })}</li>
          ))}
          {assessment.triage_from.answers.map((f) => (
            <li key={`${f.step_id}/${f.key}`}>{t('triage.floor', { answer: labelOf(f.step_id, f.key) })}</li>
          ))}
        </ul>
      ) : null}
      <ul className="next-steps">
        {assessment.next_steps.map((code) => (
          <li key={code}>
            {/* A code the catalogue lacks is a bug: shown as its key, and an error outside production. */}
            {isNextStep(code) ? t(`triage.next.${code}`) : missingString('assessment', `triage.next.${code}`)}
          </li>
        ))}
      </ul>
      {level === 'emergency' ? <EmergencyCalls /> : null}
    </section>
  );
}
