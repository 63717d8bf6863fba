import type { UserAnswers } from '@painpoint/engine';
import { useId } from 'react';
import type { Scored } from '../../../domain/diagnosis/use-assessment.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import '../print-summary.css';
import { usePrintDate, useSummaryContent } from '../summary-content.ts';
import { TriageHeadline, TriageReasons } from '../../../domain/diagnosis/triage-panel.tsx';

/**
 * "Summary for your doctor": opens the browser's print window, where the print stylesheet shows
 * the summary alone (and "Save as PDF" keeps it as a file).
 */
export function SummaryButton() {
  const { t } = useTranslation('assessment');
  const hint = useId();
  return (
    <>
      <button type="button" className="button button-secondary" aria-describedby={hint} onClick={() => window.print()}>
        {t('summary.button')}
      </button>
      <span id={hint} className="visually-hidden">
        {t('summary.buttonHint')}
      </span>
    </>
  );
}

/**
 * The one-page summary for a doctor (decision 040): who, where, how long, the warning signs, the
 * urgency with its reasons, the best matches, and every answer in the order asked. Not shown on
 * screen, where the page says all of it but the answers; the print stylesheet shows it alone.
 * `display: none` keeps it out of what screen readers read (so nothing is read twice), and no
 * aria-hidden, so the printed PDF keeps its headings and tables for a screen reader.
 */
export function PrintSummary({ data, answers }: { data: Scored; answers: UserAnswers }) {
  const { t } = useTranslation('assessment');
  const id = useId();
  const summary = useSummaryContent(data, answers, usePrintDate());
  // Names in full, with the English term a Hindi name keeps for the doctor (decision 118).
  const { assessment, labelOf, fullNameOf: nameOf } = data;
  return (
    <section className="print-summary" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{summary.title}</h1>
      <p className="summary-note">{summary.note}</p>
      <dl className="summary-facts" aria-label={t('summary.facts')}>
        {summary.facts.map((f) => (
          <div key={f.term} className={f.wide ? 'summary-wide' : undefined}>
            <dt>{f.term}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>

      <h2>{t('summary.why')}</h2>
      <div className="summary-why">
        <p>
          <TriageHeadline assessment={assessment} nameOf={nameOf} />
        </p>
        <TriageReasons assessment={assessment} labelOf={labelOf} nameOf={nameOf} />
      </div>

      <h2>{t('summary.ranked')}</h2>
      {summary.ranked.length > 0 ? (
        <table className="summary-table">
          <thead>
            <tr>
              <th scope="col">{t('summary.condition')}</th>
              <th scope="col">{t('summary.match')}</th>
              <th scope="col">{t('summary.usualUrgency')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.ranked.map((r, i) => (
              <tr key={r.id} data-condition={r.id}>
                <td>
                  {i + 1}. {r.name}
                </td>
                <td>{r.match}</td>
                <td>{r.usualUrgency}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('summary.none')}</p>
      )}

      <h2>{t('summary.answers')}</h2>
      <dl className="summary-answers">
        {summary.answers.map((a) => (
          <div key={a.stepId} data-step={a.stepId}>
            <dt>{a.question}</dt> <dd>{a.answer}</dd>
          </div>
        ))}
      </dl>

      {summary.version ? <p className="summary-footer">{t('summary.version', { version: summary.version })}</p> : null}
    </section>
  );
}
