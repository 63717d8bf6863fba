import { act, cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCatalogue, translator } from '../../lib/i18n.ts';
import { assessmentEn } from '../../locales/assessment-en.ts';
import { PrintSummary } from './components/print-summary.tsx';
import { summaryText, today, useSummaryContent } from './summary-content.ts';
import { summaryCase } from './summary-fixture.ts';

beforeAll(() => addCatalogue('assessment', assessmentEn));
// One date for every summary of a test, however slow the machine.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 23, 10) }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The summary as text for these answers, as the share button sends it. */
function textOf(flags: string[], version?: string) {
  const { data, answers } = summaryCase(flags, version);
  const content = renderHook(() => useSummaryContent(data, answers, today('en'))).result.current;
  return summaryText(translator('assessment'), content);
}

/** Every way through the made-up place, and none. */
const ANSWERS = [
  [],
  ['collapse__warning'],
  ['collapse__warning', 'days__how_long'],
  ['none__warning', 'weeks__how_long'],
  ['not_sure__warning', 'not_sure__how_long'],
  ['collapse__warning', 'not_sure__warning'],
];

describe('the summary for a doctor, as text', () => {
  it('says who, where, the urgency and why, the best matches and every answer, laid out in sections', () => {
    expect(textOf(['collapse__warning', 'days__how_long'])).toBe(
      [
        'Pain summary for a doctor',
        'Made with PainPoint from the patient’s own answers to its questions. It is not a diagnosis: only a doctor who examines the patient can make one.',
        '',
        'Patient: Female, 34 years, 60 kg',
        'Answered by: the patient',
        'Where it hurts: Left knee',
        'Urgency: Emergency',
        'Date: 23 November 2026',
        'How long: A few days',
        'Warning signs: Collapse',
        '',
        'How urgent, and why',
        'Emergency: call 108 or 112 now.',
        'Muscle strain on its own is usually “Self-care”. The urgency here comes from the warning sign you reported, not from the most likely cause: act on the urgency.',
        '- Because you said: “Collapse”',
        '',
        'Possible causes, best match first',
        '1. Muscle strain: Fits your answers well; usual urgency: Self-care',
        '',
        'Every answer, in the order asked',
        '1. Any of these?',
        '   Collapse',
        '2. How long has it hurt?',
        '   A few days',
        '',
        'Knowledge base version abc123',
      ].join('\n'),
    );
  });

  it('names the illnesses and daily medicines known, in the patient line too', () => {
    const { data, answers } = summaryCase(['days__how_long'], 'abc123', {
      illnesses: ['diabetes', 'sickle_cell'],
      medicines: ['sugar', 'unknown'],
    });
    const content = renderHook(() => useSummaryContent(data, answers, today('en'))).result.current;
    const text = summaryText(translator('assessment'), content);
    expect(text).toContain('Patient: Female, 34 years, 60 kg, diabetes, sickle cell disease\n');
    expect(text).toContain('Long-term illnesses: diabetes, sickle cell disease\n');
    expect(text).toContain('Tablets most days: for sugar, tablets, not known which\n');
  });

  it('names the other places the pain reaches beside the place (decision 093)', () => {
    const { data, answers } = summaryCase(['days__how_long'], 'abc123', { also: ['chest', 'face-jaw'] });
    const content = renderHook(() => useSummaryContent(data, answers, today('en'))).result.current;
    expect(summaryText(translator('assessment'), content)).toMatch(
      /\nWhere it hurts: [^\n]+, also: Chest, Face, jaw or teeth\n/,
    );
  });

  it('says "Not sure" as such, that nothing matched, and leaves out what is not known', () => {
    const text = textOf(['not_sure__warning'], '');
    expect(text).toContain('Warning signs: None chosen; “Not sure” to some warning-sign questions');
    expect(text).toContain('Possible causes, best match first\nNo possible cause matched the answers well.');
    expect(text).toContain('1. Any of these?\n   Not sure');
    // Not asked how long, and no knowledge-base version from the server: no such lines.
    expect(text).not.toContain('How long');
    expect(text).not.toContain('Knowledge base version');
    expect(text.endsWith('   Not sure')).toBe(true);
  });

  it('names a warning sign ticked beside "Not sure", and the unsure rest, for the doctor (issue 51)', () => {
    const text = textOf(['collapse__warning', 'not_sure__warning']);
    expect(text).toContain('Warning signs: Collapse; “Not sure” about the other warning signs\n');
    expect(text).toContain('1. Any of these?\n   Collapse; Not sure about the others');
  });

  it.each(ANSWERS)('has no gap, placeholder or missing value (answers: %j)', (...flags: string[]) => {
    for (const text of [textOf(flags), textOf(flags, '')]) {
      expect(text).not.toMatch(/undefined|NaN|null|\[object|\{\{|\}\}|“”/);
      const lines = text.split('\n');
      // No line ends in a space or an empty value, no doubled space inside a line, no doubled blank line.
      expect(lines.filter((l) => /\s$|:$|\S {2}/.test(l))).toEqual([]);
      expect(text).not.toContain('\n\n\n');
    }
  });

  it.each(ANSWERS)('says what the printed page says, in the same order (answers: %j)', (...flags: string[]) => {
    const { data, answers } = summaryCase(flags);
    const { container } = render(<PrintSummary data={data} answers={answers} />);
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    const text = textOf(flags);
    const printed = [...container.querySelectorAll('h1, h2, p, dt, dd, li, td')]
      .map((el) => (el.textContent ?? '').trim())
      .filter((s) => s !== '');
    let from = 0;
    for (const words of printed) {
      const at = text.indexOf(words, from);
      expect(at, `“${words}” after character ${from}`).toBeGreaterThanOrEqual(0);
      from = at + words.length;
    }
  });
});
