import { emptyAnswers, NEXT_STEPS, type Assessment } from '@painpoint/engine';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCatalogue } from '../../lib/i18n.ts';
import { assessmentEn, isNextStep } from '../../locales/assessment-en.ts';
import { TriagePanel } from './triage-panel.tsx';
import { useProfileLine } from './use-profile-line.ts';

/** Strings chosen by data (the engine's next-step codes, a stored region id) without key casts. */
beforeAll(() => addCatalogue('assessment', assessmentEn));
afterEach(cleanup);

const assessment = (next_steps: readonly string[]): Assessment => ({
  ranked: [],
  triage: 'self-care',
  triage_from: { red_flags: [], answers: [], conditions: [] },
  next_steps,
  answered_steps: 0,
});

describe('next steps', () => {
  it('has a string for every next-step code of the engine', () => {
    expect(
      Object.values(NEXT_STEPS)
        .flat()
        .filter((code) => !isNextStep(code)),
    ).toEqual([]);
  });

  it('shows the steps in words', () => {
    render(<TriagePanel assessment={assessment(NEXT_STEPS['self-care'])} labelOf={() => ''} nameOf={(k) => k} />);
    expect(screen.getByText(assessmentEn.triage.next.self_care_pharmacist)).toBeTruthy();
    expect(screen.getByText(assessmentEn.triage.next.see_doctor_if_not_better)).toBeTruthy();
  });

  it('reports a code the catalogue lacks and shows it as its key', () => {
    const reports = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<TriagePanel assessment={assessment(['call_911'])} labelOf={() => ''} nameOf={(k) => k} />);
    expect(screen.getByText('triage.next.call_911')).toBeTruthy();
    expect(reports.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining('assessment:triage.next.call_911'),
    ]);
  });
});

describe('a result headed by a milder condition says why', () => {
  const ranked = (name: string, triage: Assessment['triage']) => ({
    disease_short_name: name,
    final_score: 80,
    difference_percentage: 0,
    evidence: 0.8,
    match: 1,
    triage,
    explains_red_flag: false,
    supports: [],
    against: [],
  });
  const names: Record<string, string> = { back_strain: 'Back strain', cauda: 'Cauda equina syndrome' };
  const nameOf = (k: string) => names[k] ?? k;

  /** The panel for a result at `level` headed by back strain (self-care), with `more` of the assessment. */
  const panel = (
    level: Assessment['triage'],
    more: Partial<ComponentProps<typeof TriagePanel>['assessment']>,
    label = '',
  ) =>
    render(
      <TriagePanel
        assessment={{
          ...assessment(NEXT_STEPS[level]),
          triage: level,
          ranked: [ranked('back_strain', 'self-care')],
          triage_from: { red_flags: [], answers: [], conditions: [] },
          ...more,
        }}
        labelOf={() => label}
        nameOf={nameOf}
      />,
    );

  it('names the warning sign as the reason', () => {
    panel(
      'emergency',
      {
        triage_from: {
          red_flags: [{ step_id: 'flags', key: 'saddle', level: 'emergency' }],
          answers: [],
          conditions: [],
        },
      },
      'Numb between the legs',
    );
    expect(
      screen.getByText(/Back strain on its own is usually “Self-care”\. The urgency here comes from the warning sign/),
    ).toBeTruthy();
  });

  it('names the close, more urgent runner-up', () => {
    panel('emergency', {
      ranked: [ranked('back_strain', 'self-care'), ranked('cauda', 'emergency')],
      triage_from: { red_flags: [], answers: [], conditions: ['cauda'] },
    });
    expect(screen.getByText(/but your answers leave Cauda equina syndrome possible too/)).toBeTruthy();
  });

  it('says when an answer the person was not sure of raised the result', () => {
    panel('urgent', {
      ranked: [ranked('back_strain', 'self-care'), ranked('cauda', 'emergency')],
      unresolved: { level: 'urgent', steps: ['flags'] },
    });
    expect(screen.getByText(/but you were not sure about a question whose answer could mean faster care/)).toBeTruthy();
  });

  it('says when unlikely causes together raised the result', () => {
    panel('urgent', {});
    expect(screen.getByText(/Each is unlikely, but together they are too likely to leave out/)).toBeTruthy();
  });

  it('says nothing extra when the first condition is as urgent as the result', () => {
    const { container } = render(
      <TriagePanel
        assessment={{ ...assessment(NEXT_STEPS['self-care']), ranked: [ranked('back_strain', 'self-care')] }}
        labelOf={() => ''}
        nameOf={nameOf}
      />,
    );
    expect(container.querySelector('.triage-why')).toBeNull();
  });
});

describe('the profile line', () => {
  const line = (id: string) =>
    renderHook(() => useProfileLine({ ...emptyAnswers(), painLocation: { id, key: 'knee' } })).result.current;

  it('names the region in words', () => {
    expect(line('knee-left-front')).toContain('pain: Left knee');
  });

  it('shows an id that is not a region (stored by an older version) as it is', () => {
    expect(line('knee-middle')).toContain('pain: knee-middle');
  });

  it('calls a child a boy or a girl, and an adult male or female', () => {
    const who = (age: number, sex: 'male' | 'female') =>
      renderHook(() =>
        useProfileLine({
          ...emptyAnswers(),
          sex,
          age_range: { min: age, max: age },
          weight: 20,
          painLocation: { id: 'knee-left-front', key: 'knee' },
        }),
      ).result.current;
    expect(who(6, 'male')).toMatch(/^Boy, 6 years/);
    expect(who(15, 'female')).toMatch(/^Girl, 15 years/);
    expect(who(16, 'female')).toMatch(/^Female, 16 years/);
  });
});

describe('a result raised by general danger signs alone (decision 076)', () => {
  const flagged = (danger: boolean): Assessment => ({
    ranked: [
      {
        disease_short_name: 'knee_sprain',
        final_score: 70,
        difference_percentage: 0,
        evidence: 0.7,
        match: 1,
        triage: 'self-care',
        explains_red_flag: false,
        supports: [],
        against: [],
      },
    ],
    triage: 'emergency',
    triage_from: {
      red_flags: [
        {
          step_id: 'danger_adult_2',
          key: 'ds_stiff_jaw',
          level: 'emergency',
          ...(danger ? { danger_sign: true } : {}),
        },
      ],
      answers: [],
      conditions: [],
    },
    next_steps: NEXT_STEPS.emergency,
    answered_steps: 3,
  });

  it('says the cause cannot be named but the signs need hospital care', () => {
    render(<TriagePanel assessment={flagged(true)} labelOf={() => 'A stiff jaw'} nameOf={() => 'Knee sprain'} />);
    expect(screen.getByText(assessmentEn.triage.headlineSigns.emergency)).toBeTruthy();
    expect(screen.queryByText(assessmentEn.triage.headline.emergency)).toBeNull();
  });

  it('keeps the plain emergency headline for a place’s own warning sign', () => {
    render(<TriagePanel assessment={flagged(false)} labelOf={() => 'A stiff jaw'} nameOf={() => 'Knee sprain'} />);
    expect(screen.getByText(assessmentEn.triage.headline.emergency)).toBeTruthy();
  });
});
