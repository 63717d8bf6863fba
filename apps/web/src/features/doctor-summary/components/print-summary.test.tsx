import { act, cleanup, render, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCatalogue } from '../../../lib/i18n.ts';
import { assessmentEn } from '../../../locales/assessment-en.ts';
import { summaryCase } from '../summary-fixture.ts';
import { PrintSummary } from './print-summary.tsx';

beforeAll(() => addCatalogue('assessment', assessmentEn));
afterEach(cleanup);

function summaryOf(flags: string[]) {
  const { data, answers } = summaryCase(flags);
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

  it('is dated as the browser starts to print, not while the results draw', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 23, 10) });
    const { container, fact } = summaryOf(['none__warning']);
    const terms = () => [...container.querySelectorAll('.summary-facts dt')].map((d) => d.textContent);
    expect(terms()).not.toContain('Date');
    vi.setSystemTime(new Date(2026, 10, 24, 9));
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(fact('Date')).toBe('24 November 2026');
    vi.useRealTimers();
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
