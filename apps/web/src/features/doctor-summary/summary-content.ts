import { NOT_SURE } from '@painpoint/contracts/constants';
import { formatDate } from '../../domain/dates.ts';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { UserAnswers } from '@painpoint/engine';
import { answersInWords, type AnswerInWords } from '../../domain/diagnosis/answers-in-words.ts';
import { statesAsAsked, type Scored } from '../../domain/diagnosis/use-assessment.ts';
import { useProfileWords } from '../../domain/diagnosis/use-profile-line.ts';
import type { TFunction } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { causesInOrder, triageHeadline, triageReasons } from '../../domain/diagnosis/triage-panel.tsx';
import { matchStrength } from '../../domain/diagnosis/match-strength.ts';

/** How many conditions the summary lists: enough for a doctor, and it keeps to one page. */
export const SUMMARY_CONDITIONS = 5;

export interface SummaryFact {
  term: string;
  value: string;
  /** Takes both columns on paper (the warning signs can be long). */
  wide?: boolean;
}

/**
 * Everything the summary for a doctor says, in words (decisions 040 and 045): the printed page
 * and the shared text are both made from this, so they cannot differ.
 */
export interface SummaryContent {
  title: string;
  note: string;
  /** Who, where, urgency, date, how long (when asked), warning signs. */
  facts: SummaryFact[];
  /** The urgency's headline and its reasons, as in the urgency box. */
  headline: string;
  why: string | undefined;
  reasons: { key: string; text: string }[];
  ranked: { id: string; name: string; match: string; usualUrgency: string }[];
  answers: AnswerInWords[];
  /** The knowledge-base version ('' when the server did not say). */
  version: string;
}

/**
 * Today, as a summary says it. The page's first date format costs the main thread 30–40 ms (the
 * browser loads its date data: decision 050), so a summary is dated when it is printed or shared,
 * not while the results draw; a page left open overnight then gives the day it was printed too.
 */
export const today = (language: string): string => formatDate(language, new Date());

/** The summary's content for these answers, with the date given (none: the date is left out). */
export function useSummaryContent(data: Scored, answers: UserAnswers, date: string | undefined): SummaryContent {
  const { t } = useTranslation('assessment');
  const profile = useProfileWords(answers);
  return summaryContent(t, data, { ...profile, date });
}

/**
 * The date for the printed summary: today's, set as the browser starts to print (`beforeprint`,
 * which the print button's `window.print()` fires too) and drawn before it lays the page out.
 */
export function usePrintDate(): string | undefined {
  const { language } = useTranslation('assessment');
  const [date, setDate] = useState<string>();
  useEffect(() => {
    const stamp = () => flushSync(() => setDate(today(language)));
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, [language]);
  return date;
}

/** The summary's content from the scored answers, the profile in words and the date. */
export function summaryContent(
  t: TFunction<'assessment'>,
  data: Scored,
  {
    who,
    answeredBy,
    where,
    illnesses,
    medicines,
    date,
  }: {
    who: string;
    answeredBy?: string;
    where: string;
    illnesses?: string | undefined;
    medicines?: string | undefined;
    date: string | undefined;
  },
): SummaryContent {
  const { assessment, states } = data;
  const answered = answersInWords(statesAsAsked(data), t('steps.notSureOthers'));
  const durationStep = states.find((s) => s.step.topic === 'duration')?.step.id;
  const duration = answered.find((a) => a.stepId === durationStep);
  // The summary names each condition in full: a Hindi name keeps its English term for the doctor.
  const named = { ...data, nameOf: data.fullNameOf };
  const { why, answers: reasons } = triageReasons(t, named);
  return {
    title: t('summary.title'),
    note: t('summary.notDiagnosis'),
    facts: [
      { term: t('summary.who'), value: who },
      ...(answeredBy ? [{ term: t('summary.answeredBy'), value: answeredBy }] : []),
      ...(illnesses ? [{ term: t('summary.illnesses'), value: illnesses }] : []),
      ...(medicines ? [{ term: t('summary.medicines'), value: medicines }] : []),
      { term: t('summary.where'), value: where },
      { term: t('summary.urgency'), value: t(`triage.level.${assessment.triage}`) },
      ...(date ? [{ term: t('summary.date'), value: date }] : []),
      ...(duration ? [{ term: t('summary.howLong'), value: duration.answer }] : []),
      { term: t('summary.redFlags'), value: redFlagsText(t, data), wide: true },
    ],
    headline: triageHeadline(t, named),
    why,
    reasons,
    ranked: causesInOrder(assessment)
      .slice(0, SUMMARY_CONDITIONS)
      .map((r) => ({
        id: r.disease_short_name,
        name: data.fullNameOf(r.disease_short_name),
        match:
          t(`suggested.strength.${matchStrength(r.final_score)}`) +
          (r.explains_red_flag ? ` (${t('suggested.firstForWarning')})` : ''),
        usualUrgency: t(`triage.level.${r.triage}`),
      })),
    answers: answered,
    version: data.version,
  };
}

/**
 * The summary as plain text, to share from a phone or paste into a message or an e-mail: the
 * same content as the printed page, in the same order, laid out with blank lines between
 * sections, numbered conditions and numbered questions with their answers indented below.
 */
export function summaryText(t: TFunction<'assessment'>, c: SummaryContent): string {
  const section = (title: string, lines: string[]) => [title, ...lines].join('\n');
  return [
    section(c.title, [c.note]),
    c.facts.map((f) => t('summary.text.fact', { term: f.term, value: f.value })).join('\n'),
    section(t('summary.why'), [
      c.headline,
      ...(c.why ? [c.why] : []),
      ...c.reasons.map((r) => t('summary.text.reason', { reason: r.text })),
    ]),
    section(
      t('summary.ranked'),
      c.ranked.length > 0
        ? c.ranked.map((r, i) =>
            t('summary.text.condition', { rank: i + 1, name: r.name, match: r.match, urgency: r.usualUrgency }),
          )
        : [t('summary.none')],
    ),
    section(
      t('summary.answers'),
      c.answers.map((a, i) => t('summary.text.answer', { n: i + 1, question: a.question, answer: a.answer })),
    ),
    ...(c.version ? [t('summary.version', { version: c.version })] : []),
  ].join('\n\n');
}

/**
 * The warning signs chosen, in the visitor's words; when none was, whether the visitor was unsure
 * about any of them (a doctor should not read "Not sure" as "none").
 */
function redFlagsText(t: TFunction<'assessment'>, data: Scored): string {
  const chosen = data.assessment.triage_from.red_flags.map((f) => data.labelOf(f.step_id, f.key));
  const unsure = data.states.some(
    (s) => s.visible && s.chosen.includes(NOT_SURE) && s.step.step_options.some((o) => o.red_flag),
  );
  // Signs ticked with "Not sure" beside them: the doctor reads both (issue 51).
  if (chosen.length > 0) return [...chosen, ...(unsure ? [t('summary.redFlagsNotSureOthers')] : [])].join('; ');
  return t(unsure ? 'summary.redFlagsNotSure' : 'summary.noRedFlags');
}
