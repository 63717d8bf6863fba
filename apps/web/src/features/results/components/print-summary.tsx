import { NOT_SURE } from '@painpoint/contracts/constants';
import type { UserAnswers } from '@painpoint/engine';
import { useId, type ReactNode } from 'react';
import { answersInWords } from '../../../lib/diagnosis/answers-in-words.ts';
import type { Scored } from '../../../lib/diagnosis/use-assessment.ts';
import { useProfileWords } from '../../../lib/diagnosis/use-profile-line.ts';
import type { TFunction } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { matchStrength } from '../match-strength.ts';
import '../print-summary.css';
import { TriageHeadline, TriageReasons } from './triage-panel.tsx';

/** How many conditions the summary lists: enough for a doctor, and it keeps to one page. */
export const SUMMARY_CONDITIONS = 5;

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
  const { t, language } = useTranslation('assessment');
  const id = useId();
  const { assessment, states, labelOf, nameOf } = data;
  const date = new Date().toLocaleDateString(language, { day: 'numeric', month: 'long', year: 'numeric' });
  const answered = answersInWords(states);
  const durationStep = states.find((s) => s.step.topic === 'duration')?.step.id;
  const duration = answered.find((a) => a.stepId === durationStep);
  const ranked = assessment.ranked.slice(0, SUMMARY_CONDITIONS);
  const { who, where } = useProfileWords(answers);
  return (
    <section className="print-summary" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('summary.title')}</h1>
      <p className="summary-note">{t('summary.notDiagnosis')}</p>
      <dl className="summary-facts" aria-label={t('summary.facts')}>
        <Fact term={t('summary.who')}>{who}</Fact>
        <Fact term={t('summary.where')}>{where}</Fact>
        <Fact term={t('summary.urgency')}>{t(`triage.level.${assessment.triage}`)}</Fact>
        <Fact term={t('summary.date')}>{date}</Fact>
        {duration ? <Fact term={t('summary.howLong')}>{duration.answer}</Fact> : null}
        <Fact term={t('summary.redFlags')} wide>
          {redFlagsText(t, data)}
        </Fact>
      </dl>

      <h2>{t('summary.why')}</h2>
      <div className="summary-why">
        <p>
          <TriageHeadline assessment={assessment} nameOf={nameOf} />
        </p>
        <TriageReasons assessment={assessment} labelOf={labelOf} nameOf={nameOf} />
      </div>

      <h2>{t('summary.ranked')}</h2>
      {ranked.length > 0 ? (
        <table className="summary-table">
          <thead>
            <tr>
              <th scope="col">{t('summary.condition')}</th>
              <th scope="col">{t('summary.match')}</th>
              <th scope="col">{t('summary.usualUrgency')}</th>
            </tr>
          </thead>
          <tbody>
            {ranked.map((r, i) => (
              <tr key={r.disease_short_name} data-condition={r.disease_short_name}>
                <td>
                  {i + 1}. {nameOf(r.disease_short_name)}
                </td>
                <td>
                  {t(`suggested.strength.${matchStrength(r.final_score)}`)}
                  {r.explains_red_flag ? ` (${t('suggested.firstForWarning')})` : null}
                </td>
                <td>{t(`triage.level.${r.triage}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('summary.none')}</p>
      )}

      <h2>{t('summary.answers')}</h2>
      <dl className="summary-answers">
        {answered.map((a) => (
          <div key={a.stepId} data-step={a.stepId}>
            <dt>{a.question}</dt> <dd>{a.answer}</dd>
          </div>
        ))}
      </dl>

      {data.version ? <p className="summary-footer">{t('summary.version', { version: data.version })}</p> : null}
    </section>
  );
}

/** One of the first facts; a wide one takes both columns (the warning signs can be long). */
function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'summary-wide' : undefined}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The warning signs chosen, in the visitor's words; when none was, whether the visitor was unsure
 * about any of them (a doctor should not read "Not sure" as "none").
 */
function redFlagsText(t: TFunction<'assessment'>, data: Scored): string {
  const chosen = data.assessment.triage_from.red_flags.map((f) => data.labelOf(f.step_id, f.key));
  if (chosen.length > 0) return chosen.join('; ');
  const unsure = data.states.some(
    (s) => s.visible && s.chosen.includes(NOT_SURE) && s.step.step_options.some((o) => o.red_flag),
  );
  return t(unsure ? 'summary.redFlagsNotSure' : 'summary.noRedFlags');
}
