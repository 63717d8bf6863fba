import type { StepOption } from '@painpoint/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addCatalogue } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { assessmentEn } from '../../../locales/assessment-en.ts';
import { renderPage } from '../../../test/render.tsx';
import { EmergencyScreen } from './emergency-screen.tsx';

beforeAll(() => addCatalogue('assessment', assessmentEn));
afterEach(cleanup);

const sign = (red_flag: 'emergency' | 'urgent'): StepOption => ({
  key: `sign_${red_flag}`,
  label: `A ${red_flag} sign`,
  red_flag,
  red_flag_reason: 'Because it matters.',
});

const show = (option: StepOption) =>
  renderPage(<EmergencyScreen options={[option]} motherAndBaby={false} onContinue={() => undefined} />, paths.steps);

describe('what the warning screen lets a person do next', () => {
  it('in an emergency, offers the possible causes at once, before the rest of the questions', () => {
    show(sign('emergency'));
    const now = screen.getByRole('link', { name: assessmentEn.emergency.causesNow });
    expect(now.getAttribute('href')).toBe(paths.suggested);
    const rest = screen.getByRole('button', { name: assessmentEn.emergency.continue });
    // The link comes first in the page's order (and so in a screen reader's and the Tab key's).
    expect(now.compareDocumentPosition(rest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(assessmentEn.emergency.causesNowHint)).toBeTruthy();
  });

  it('when urgent, asks the rest: the answers still change how soon and where to go', () => {
    show(sign('urgent'));
    expect(screen.queryByRole('link', { name: assessmentEn.emergency.causesNow })).toBeNull();
    expect(screen.getByText(assessmentEn.emergency.continueHint)).toBeTruthy();
    expect(screen.getByRole('button', { name: assessmentEn.emergency.continue })).toBeTruthy();
  });
});
