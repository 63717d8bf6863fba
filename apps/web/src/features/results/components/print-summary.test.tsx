import type { DiagnosisStep, Disease } from '@painpoint/contracts';
import { emptyAnswers, type UserAnswers } from '@painpoint/engine';
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { score } from '../../../lib/diagnosis/use-assessment.ts';
import { addCatalogue } from '../../../lib/i18n.ts';
import { assessmentEn } from '../../../locales/assessment-en.ts';
import { PrintSummary } from './print-summary.tsx';

beforeAll(() => addCatalogue('assessment', assessmentEn));
afterEach(cleanup);

/** A made-up place (structure only): a warning-signs question and one asking how long. */
const steps: DiagnosisStep[] = [
  {
    id: 'warning',
    question: 'Any of these?',
    multiple: true,
    dependent_on_any_symptoms: [],
    step_options: [
      { key: 'collapse', label: 'Collapse', red_flag: 'emergency' },
      { key: 'none', label: 'None of these' },
      { key: 'not_sure', label: 'Not sure' },
    ],
  },
  {
    id: 'how_long',
    question: 'How long has it hurt?',
    topic: 'duration',
    multiple: false,
    dependent_on_any_symptoms: [],
    step_options: [
      { key: 'days', label: 'A few days' },
      { key: 'weeks', label: 'Some weeks' },
      { key: 'not_sure', label: 'Not sure' },
    ],
  },
];
const diseases: Disease[] = [
  {
    disease_short_name: 'strain',
    disease_name: 'Muscle strain',
    description: 'A pulled muscle.',
    age_range: { min_age: 0, max_age: 120 },
    gender: 'any',
    weight: { min_weight: 2, max_weight: 350 },
    triage: 'self-care',
    symptoms: [
      { key: 'days', value: 3 },
      { key: 'collapse', value: 1 },
    ],
  },
];

function summaryOf(flags: string[]) {
  const answers: UserAnswers = {
    ...emptyAnswers(),
    sex: 'female',
    age_range: { min: 34, max: 34 },
    weight: 60,
    painLocation: { id: 'knee-left-front', key: 'knee' },
    flags: Object.fromEntries(flags.map((f) => [f, true])),
  };
  const data = score({ steps, diseases, version: 'abc123' }, answers);
  const { container } = render(<PrintSummary data={data} answers={answers} />);
  const facts = container.querySelector('.summary-facts') as HTMLElement;
  const fact = (term: string) => within(facts).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
  return { container, fact };
}

describe('the summary for a doctor', () => {
  it('gives who, where, how long, the warning signs and the knowledge-base version', () => {
    const { container, fact } = summaryOf(['collapse__warning', 'days__how_long']);
    expect(fact('Patient')).toBe('Female, 34 years, 60 kg');
    expect(fact('Where it hurts')).toBe('Left knee');
    expect(fact('How long')).toBe('A few days');
    expect(fact('Warning signs')).toBe('Collapse');
    expect(fact('Urgency')).toBe('Emergency');
    expect(container.textContent).toContain('Knowledge base version abc123');
  });

  it('does not turn "Not sure" about the warning signs into "none"', () => {
    const { container, fact } = summaryOf(['not_sure__warning', 'not_sure__how_long']);
    expect(fact('Warning signs')).toBe('None chosen; “Not sure” to some warning-sign questions');
    expect(fact('How long')).toBe('Not sure');
    expect([...container.querySelectorAll('.summary-answers dd')].map((d) => d.textContent)).toEqual([
      'Not sure',
      'Not sure',
    ]);
  });

  it('says "none of the warning signs" only when none was chosen', () => {
    const { fact } = summaryOf(['none__warning']);
    expect(fact('Warning signs')).toBe('None of the warning signs');
    // The question about how long was not answered: no such fact.
    expect(() => fact('How long')).toThrow();
  });
});
