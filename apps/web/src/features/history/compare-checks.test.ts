import type { DiagnosisStep, SavedAssessment } from '@painpoint/contracts';
import { describe, expect, it } from 'vitest';
import { answersByStep, compareChecks, inTimeOrder, severityScale } from './compare-checks.ts';

const option = (key: string, extra: Partial<DiagnosisStep['step_options'][number]> = {}) => ({
  key,
  label: key,
  ...extra,
});
const step = (id: string, keys: string[], extra: Partial<DiagnosisStep> = {}): DiagnosisStep => ({
  id,
  question: `${id}?`,
  multiple: false,
  dependent_on_any_symptoms: [],
  step_options: keys.map((k) => option(k)),
  ...extra,
});

const STEPS: DiagnosisStep[] = [
  {
    ...step('red_flags', []),
    multiple: true,
    step_options: [
      option('rf_thunderclap', { red_flag: 'emergency' }),
      option('rf_vision_loss', { red_flag: 'emergency' }),
      option('none'),
    ],
  },
  step('severity', ['sev_mild', 'sev_moderate', 'sev_severe', 'sev_worst', 'not_sure']),
  step('timing', ['time_morning', 'time_night_wakes', 'not_sure']),
  step('feel', ['char_throbbing', 'char_band']),
];

/** A saved check of the head with these answers (step id → keys). */
function check(created_at: string, answers: Record<string, string[]>, extra: Partial<SavedAssessment> = {}) {
  const flags: Record<string, true> = {};
  for (const [stepId, keys] of Object.entries(answers)) for (const k of keys) flags[`${k}__${stepId}`] = true;
  return {
    id: created_at,
    created_at,
    location: 'head',
    sex: 'female',
    age: 26,
    weight: 55,
    triage: 'see-doctor',
    conditions: [{ disease_short_name: 'migraine', final_score: 88, difference_percentage: 0 }],
    kb_version: 'a1b2c3d4e5f6',
    answers: {
      painLocation: { id: 'head-front', key: 'head' },
      sex: 'female',
      weight: 55,
      age_range: { min: 26, max: 26 },
      symptoms: {},
      flags,
    },
    ...extra,
  } satisfies SavedAssessment;
}

const verdicts = (c: ReturnType<typeof compareChecks>) =>
  Object.fromEntries(c.answers.map((a) => [a.stepId, a.verdict]));

describe('comparing two saved checks of one place', () => {
  it('reads the flags back by step', () => {
    expect(answersByStep({ sev_severe__severity: true, loc_eye__where: true, loc_temple__where: true })).toEqual(
      new Map([
        ['severity', ['sev_severe']],
        ['where', ['loc_eye', 'loc_temple']],
      ]),
    );
  });

  it('knows a scale of how bad the pain is, and nothing else, as one', () => {
    expect(severityScale(STEPS[1]!)).toEqual(
      new Map([
        ['sev_mild', 1],
        ['sev_moderate', 2],
        ['sev_severe', 3],
        ['sev_worst', 4],
      ]),
    );
    expect(severityScale(step('pain', ['pain_none', 'pain_moderate', 'pain_severe', 'not_sure']))).toBeDefined();
    // Options that are not all on the scale, a scale of two, or a question with several answers.
    expect(severityScale(STEPS[2]!)).toBeUndefined();
    expect(severityScale(step('severity', ['sev_mild', 'sev_severe']))).toBeUndefined();
    expect(severityScale(step('severity', ['sev_mild', 'sev_moderate', 'sev_severe'], { multiple: true }))).toBe(
      undefined,
    );
    expect(severityScale(step('severity', ['a_mild', 'b_mild', 'c_severe']))).toBeUndefined();
  });

  it('says better or worse only for the pain’s severity, warning signs and urgency; other differences are "changed"', () => {
    const before = check(
      '2026-11-01T10:00:00Z',
      {
        red_flags: ['rf_thunderclap'],
        severity: ['sev_severe'],
        timing: ['time_morning'],
        feel: ['char_throbbing'],
      },
      { triage: 'emergency' },
    );
    const after = check('2026-11-20T10:00:00Z', {
      red_flags: ['none'],
      severity: ['sev_moderate'],
      timing: ['time_night_wakes'],
      feel: ['char_throbbing'],
    });
    const c = compareChecks(before, after, STEPS);
    expect(verdicts(c)).toEqual({ red_flags: 'better', severity: 'better', timing: 'changed', feel: 'same' });
    expect(c.triage).toEqual({ earlier: 'emergency', later: 'see-doctor', verdict: 'better' });
    expect(c.warningSigns).toEqual({ earlier: 1, later: 0, verdict: 'better' });
    // The other way round, everything that got better got worse.
    const back = compareChecks(after, before, STEPS);
    expect(verdicts(back)).toEqual({ red_flags: 'worse', severity: 'worse', timing: 'changed', feel: 'same' });
    expect(back.triage.verdict).toBe('worse');
    expect(back.warningSigns.verdict).toBe('worse');
  });

  it('cannot rank "not sure", one warning sign for another, or a question answered only once', () => {
    const before = check('2026-11-01T10:00:00Z', { red_flags: ['rf_thunderclap'], severity: ['not_sure'] });
    const after = check('2026-11-02T10:00:00Z', {
      red_flags: ['rf_vision_loss'],
      severity: ['sev_mild'],
      timing: ['time_morning'],
    });
    const c = compareChecks(before, after, STEPS);
    expect(verdicts(c)).toEqual({ red_flags: 'changed', severity: 'changed', timing: 'changed' });
    expect(c.answers.find((a) => a.stepId === 'timing')).toMatchObject({ earlier: [], later: ['time_morning'] });
    expect(c.warningSigns.verdict).toBe('same');
  });

  it('lists the questions in today’s order, then those no longer asked; and compares best match and weight', () => {
    const before = check('2026-11-01T10:00:00Z', { feel: ['char_band'], old_step: ['old_key'] });
    const after = check(
      '2026-11-02T10:00:00Z',
      { severity: ['sev_mild'], feel: ['char_band'] },
      {
        weight: 54.5,
        conditions: [{ disease_short_name: 'tension_headache', final_score: 70, difference_percentage: 0 }],
      },
    );
    const c = compareChecks(before, after, STEPS);
    expect(c.answers.map((a) => [a.stepId, a.step?.id])).toEqual([
      ['severity', 'severity'],
      ['feel', 'feel'],
      ['old_step', undefined],
    ]);
    expect(c.bestMatch).toEqual({ earlier: 'migraine', later: 'tension_headache', verdict: 'changed' });
    expect(c.weight).toEqual({ earlier: 55, later: 54.5, verdict: 'changed' });
    expect(compareChecks(before, before, STEPS).bestMatch.verdict).toBe('same');
  });

  it('puts the earlier check first, whichever is given first', () => {
    const a = check('2026-11-01T10:00:00Z', {});
    const b = check('2026-11-02T09:00:00Z', {});
    expect(inTimeOrder(b, a)).toEqual([a, b]);
    expect(inTimeOrder(a, b)).toEqual([a, b]);
  });
});
