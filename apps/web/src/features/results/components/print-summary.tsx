import { matchStrength } from '../match-strength.ts';
import type { Scored } from '../../../lib/diagnosis/use-assessment.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { answersInWords } from '../../../lib/diagnosis/answers-in-words.ts';

/**
 * The one-page summary for a doctor. Hidden on screen; the print stylesheet shows it and hides
 * the rest of the site. Lists exactly what the visitor answered, the ranking and the urgency.
 */
export function PrintSummary({ data, profileLine }: { data: Scored; profileLine: string }) {
  const { t, language } = useTranslation('assessment');
  const names = new Map(data.diseases.map((d) => [d.disease_short_name, d.disease_name] as const));
  const date = new Date().toLocaleDateString(language, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <section className="print-summary" aria-hidden="true">
      <h2>{t('result.summaryTitle')}</h2>
      <p>
        {t('result.summaryDate', { date })} · {profileLine}
      </p>
      <p>
        <strong>{t('result.summaryTriage', { level: t(`triage.level.${data.assessment.triage}`) })}</strong>
      </p>
      <h3>{t('result.summaryRanked')}</h3>
      <ol>
        {data.assessment.ranked.slice(0, 5).map((r) => (
          <li key={r.disease_short_name}>
            {names.get(r.disease_short_name) ?? r.disease_short_name} —{' '}
            {t(`suggested.strength.${matchStrength(r.final_score)}`)} ({r.final_score.toFixed(2)} of 100),{' '}
            {t(`triage.level.${r.triage}`)}
          </li>
        ))}
      </ol>
      <h3>{t('result.summaryAnswers')}</h3>
      <dl>
        {answersInWords(data.states).map((a) => (
          <div key={a.stepId}>
            <dt>{a.question}</dt>
            <dd>{a.answer}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">{t('result.summaryNote')}</p>
    </section>
  );
}
