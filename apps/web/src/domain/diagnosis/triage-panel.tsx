import { triageRank, type Assessment, type RankedCondition } from '@painpoint/engine';
import type { ReactNode } from 'react';
import { missingString, type TFunction } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { isNextStep } from '../../locales/assessment-keys.ts';
import { TriageBadge } from './triage-badge.tsx';
import { ReadAloud } from '../../components/read-aloud.tsx';

/** An assessment; the scoring model's also says which unsure answers raised it (decision 134). */
type Scored = Assessment & { unresolved?: { level: string; steps: string[] } };

interface Explained {
  assessment: Scored;
  /** An option's label at a step, for naming the answers that set the urgency. */
  labelOf(stepId: string, key: string): string;
  /** A condition's name, for saying why the urgency is above the first-listed condition's own. */
  nameOf(diseaseShortName: string): string;
}

/**
 * How urgent the whole result is and what to do next in India. In an emergency the numbers to call
 * are not here: they head the page (EmergencyCalls), above everything else. `action`, the page's
 * one primary action, comes straight under the headline, so a phone shows both on its first
 * screen (decision 118).
 */
export function TriagePanel({ assessment, labelOf, nameOf, action }: Explained & { action?: ReactNode }) {
  const { t } = useTranslation('assessment');
  const level = assessment.triage;
  return (
    <section className={`triage triage-${level}`} aria-labelledby="triage-title">
      <p className="result-headline">
        <TriageHeadline assessment={assessment} nameOf={nameOf} />
      </p>
      {action}
      <h2 id="triage-title">
        {t('triage.title')} <TriageBadge level={level} />
      </h2>
      <p className="triage-summary">{t(`triage.summary.${level}`)}</p>
      <TriageReasons assessment={assessment} labelOf={labelOf} nameOf={nameOf} />
      <ReadAloud
        texts={() => [
          triageHeadline(t, { assessment, nameOf }),
          t(`triage.summary.${level}`),
          ...assessment.next_steps.filter(isNextStep).map((code) => t(`triage.next.${code}`)),
        ]}
      />
      <ul className="next-steps">
        {assessment.next_steps.map((code) => (
          <li key={code}>
            {/* A code the catalogue lacks is a bug: shown as its key, and an error outside production. */}
            {isNextStep(code) ? t(`triage.next.${code}`) : missingString('assessment', `triage.next.${code}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One sentence: how urgent, what to do now, and the most likely cause (or the first to rule out). */
export function TriageHeadline({ assessment, nameOf }: Omit<Explained, 'labelOf'>) {
  const { t } = useTranslation('assessment');
  return <>{triageHeadline(t, { assessment, nameOf })}</>;
}

/**
 * Why the result is as urgent as it is: what raised it above the first-listed condition's own
 * level, and the answers that set it (warning signs, answers that mean "see a doctor"). Shown in
 * the urgency box and on the summary for a doctor, so the two never differ.
 */
export function TriageReasons(explained: Explained) {
  const { t } = useTranslation('assessment');
  const { why, answers } = triageReasons(t, explained);
  return (
    <>
      {why ? <p className="triage-why">{why}</p> : null}
      {answers.length > 0 ? (
        <ul className="triage-flags">
          {answers.map((a) => (
            <li key={a.key}>{a.text}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * The dangerous possibility an urgent or emergency result comes from, if one does: the best-listed
 * condition of that urgency that explains a warning sign or fits the answers nearly as well as the
 * best match. The headline names it and the list shows it first.
 */
export function dangerousCause(assessment: Assessment): RankedCondition | undefined {
  const level = assessment.triage;
  if (level !== 'emergency' && level !== 'urgent') return undefined;
  return assessment.ranked.find(
    (r) =>
      r.triage === level && (r.explains_red_flag || assessment.triage_from.conditions.includes(r.disease_short_name)),
  );
}

/**
 * The causes in the order the results page and the summary show them: the engine's ranking, with
 * the dangerous possibility the urgency comes from moved first.
 */
export function causesInOrder(assessment: Assessment): RankedCondition[] {
  const danger = dangerousCause(assessment);
  return danger ? [danger, ...assessment.ranked.filter((r) => r !== danger)] : assessment.ranked;
}

/** The headline's words (see TriageHeadline), for the page and the summary's text alike. */
export function triageHeadline(t: TFunction<'assessment'>, { assessment, nameOf }: Omit<Explained, 'labelOf'>): string {
  const danger = dangerousCause(assessment);
  if (danger)
    return t(danger.triage === 'emergency' ? 'triage.headlineDanger.emergency' : 'triage.headlineDanger.urgent', {
      name: nameOf(danger.disease_short_name),
    });
  // An urgent or emergency result from a warning sign alone never names a milder cause beside it;
  // from a general danger sign, it says plainly that the signs matter more than a name (decision 076).
  if (assessment.triage === 'emergency' || assessment.triage === 'urgent') {
    const level = assessment.triage;
    return assessment.triage_from.red_flags.some((f) => f.danger_sign && f.level === level)
      ? t(`triage.headlineSigns.${level}`)
      : t(`triage.headline.${level}`);
  }
  const first = assessment.ranked[0];
  const cause = first
    ? t(first.explains_red_flag ? 'triage.headlineRuleOut' : 'triage.headlineCause', {
        name: nameOf(first.disease_short_name),
      })
    : '';
  return `${t(`triage.headline.${assessment.triage}`)} ${cause}`.trim();
}

/**
 * The urgency's reasons in words (see TriageReasons): what raised it above the first-listed
 * condition's own level, if anything, and each answer that set it.
 */
export function triageReasons(
  t: TFunction<'assessment'>,
  { assessment, labelOf, nameOf }: Explained,
): { why: string | undefined; answers: { key: string; text: string }[] } {
  const above = whyAboveHeadline(assessment);
  const why = above
    ? t(`triage.whyAbove.${above.because}`, {
        name: nameOf(above.headline.disease_short_name),
        own: t(`triage.level.${above.headline.triage}`),
        other: above.other ? nameOf(above.other) : '',
      })
    : undefined;
  const answers = [
    ...assessment.triage_from.red_flags.map((f) => ({
      f,
      text: t('triage.redFlag', { answer: labelOf(f.step_id, f.key) }),
    })),
    ...assessment.triage_from.answers.map((f) => ({
      f,
      text: t('triage.floor', { answer: labelOf(f.step_id, f.key) }),
    })),
  ].map(({ f, text }) => ({ key: `${f.step_id}/${f.key}`, text }));
  return { why, answers };
}

/**
 * When the first-listed condition is usually less urgent than the result, what raised it: a
 * warning sign, an answer the person was not sure of that could have meant faster care, a more
 * urgent condition the answers leave possible, an answer that means "see a doctor", or several
 * more urgent conditions each too unlikely to name but together too likely to leave out (the
 * scoring model, decision 134). No page may head a result with a milder condition without saying why.
 */
export function whyAboveHeadline(assessment: Scored) {
  const headline = assessment.ranked[0];
  if (!headline || triageRank(headline.triage) >= triageRank(assessment.triage)) return undefined;
  const level = assessment.triage;
  if (assessment.triage_from.red_flags.some((f) => f.level === level))
    return { headline, because: 'redFlag' as const, other: undefined };
  if (assessment.unresolved?.level === level && assessment.unresolved.steps.length > 0)
    return { headline, because: 'unsure' as const, other: undefined };
  const other = assessment.triage_from.conditions.find((c) => c !== headline.disease_short_name);
  if (other) return { headline, because: 'condition' as const, other };
  if (assessment.triage_from.answers.length > 0) return { headline, because: 'answer' as const, other: undefined };
  return { headline, because: 'together' as const, other: undefined };
}
