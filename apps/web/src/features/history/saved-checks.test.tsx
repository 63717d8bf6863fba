import { ACCOUNT_API, HISTORY_NOTICE_VERSION } from '@painpoint/contracts/account-constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addCatalogue } from '../../lib/i18n.ts';
import { assessmentEn } from '../../locales/assessment-en.ts';
import type { AssessmentList, ConditionDetail, SavedAssessmentSummary } from '@painpoint/contracts';
import { answer, json, logInForTest, mockApi, refusal, type Route } from '../../test/api-mocks.ts';
import { apiPaths } from '../../lib/paths.ts';
import { renderPage } from '../../test/render.tsx';
import { SavedChecks } from './components/saved-checks.tsx';
import { polyfillDialog } from '../../test/dialog.ts';

const CONSENT = { given_at: '2026-11-20T08:00:00.000Z', notice_version: HISTORY_NOTICE_VERSION };
const item = (id: string, created_at: string): SavedAssessmentSummary => ({
  id,
  created_at,
  location: 'knee',
  sex: 'female',
  age: 58,
  weight: 72.5,
  triage: 'see-doctor',
  conditions: [{ disease_short_name: 'knee_osteoarthritis', final_score: 72.31, difference_percentage: 0 }],
  kb_version: 'a1b2c3d4e5f6',
});
const LIST: AssessmentList = {
  consent: CONSENT,
  total: 2,
  limit: 100,
  offset: 0,
  items: [
    item('11111111-1111-4111-8111-111111111111', '2026-11-22T09:30:00.000Z'),
    item('22222222-2222-4222-8222-222222222222', '2026-11-21T09:30:00.000Z'),
  ],
};
const CONDITION = { disease_name: 'Knee osteoarthritis' };

const api = mockApi();
beforeAll(() => {
  addCatalogue('assessment', assessmentEn);
  polyfillDialog();
});
const LIST_READ: Route = `GET ${ACCOUNT_API.assessments}?limit=100`;
const DELETE_FIRST: Route = `DELETE ${ACCOUNT_API.assessment(LIST.items[0]!.id)}`;
const WITHDRAW: Route = `DELETE ${ACCOUNT_API.assessmentsConsent}`;
const DELETE_ALL: Route = `DELETE ${ACCOUNT_API.assessments}`;
beforeEach(() => {
  logInForTest();
  api.replyEvery(LIST_READ, () => answer('AssessmentList', LIST));
  api.replyEvery(`GET ${apiPaths.condition('knee_osteoarthritis')}`, () =>
    answer('ConditionDetail', conditionDetail()),
  );
});

/** A get-condition answer that fits the contract. */
const conditionDetail = (): ConditionDetail => ({
  disease_short_name: 'knee_osteoarthritis',
  ...CONDITION,
  description: 'Wear of the knee joint that makes it stiff and painful.',
  age_range: { min_age: 40, max_age: 100 },
  gender: 'any',
  weight: { min_weight: 30, max_weight: 300 },
  triage: 'see-doctor',
  red_flags: [],
  tests: [],
  treatments: ['Exercise and weight loss.'],
  self_care: [],
  when_to_seek_care: 'See a doctor if it keeps you from walking.',
  sources: [{ organisation: 'NHS', title: 'Osteoarthritis', url: 'https://www.nhs.uk/x', reviewed: '2026-01-01' }],
  locations: ['knee'],
});

// Rendered inside an awaited act(), as React wants for components that suspend.
const show = () => act(async () => void renderPage(<SavedChecks />, '/profile'));

describe('my saved checks on the profile (decision 039)', () => {
  it('lists the checks with place, urgency and best match, and the consent', async () => {
    await show();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('22 November 2026');
    expect(items[0]!.textContent).toContain('Knee');
    expect(items[0]!.textContent).toContain('See a doctor');
    expect(items[0]!.textContent).toContain('Knee osteoarthritis');
    expect(screen.getByText(/You agreed on 20 November 2026/)).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: /^Open/ }).getAttribute('href')).toBe(
      `/profile?saved=${LIST.items[0]!.id}`,
    );
  });

  it('deletes one only once the server has; a failure is said in the dialog, whose button tries again', async () => {
    await show();
    const [first] = await screen.findAllByRole('listitem');
    fireEvent.click(within(first!).getByRole('button', { name: /^Delete/ }));
    // A proxy's answer while the server is down: no contract body.
    api.reply(DELETE_FIRST, json(503, {}));
    fireEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    await screen.findByText('That did not work. Please try again.');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(api.toasts).toEqual([]);

    api.reply(DELETE_FIRST, answer('MessageOk', { message: 'The saved assessment is deleted.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(api.callsTo(DELETE_FIRST)).toHaveLength(2);
    expect(api.toasts).toEqual([{ kind: 'success', message: 'The saved check is deleted.' }]);
  });

  it('deletes them all with the password once the server asks for it, as deleting the account does', async () => {
    await show();
    await screen.findAllByRole('listitem');
    fireEvent.click(screen.getByRole('button', { name: 'Delete all my saved checks' }));
    const asked = 'To delete this, enter your password. It is asked for when you logged in more than 5 minutes ago.';
    api.reply(DELETE_ALL, refusal(403, 'FORBIDDEN', asked));
    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText(asked)).toBeTruthy();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Delete all' });
    expect(button.disabled).toBe(true);
    fireEvent.input(screen.getByLabelText('Your password'), { target: { value: 'lantern meadow quietly ferments' } });
    api.reply(DELETE_ALL, answer('MessageOk', { message: 'Your 2 saved assessments are deleted.' }));
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryAllByRole('listitem')).toHaveLength(0));
    expect(api.callsTo(DELETE_ALL).map((c) => c.body)).toEqual([
      undefined,
      { password: 'lantern meadow quietly ferments' },
    ]);
  });

  it('says what withdrawing does to the saved checks, and afterwards that no history is kept', async () => {
    await show();
    await screen.findAllByRole('listitem');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw consent' }));
    expect(
      screen.getByText('You have 2 saved checks. Withdrawing your consent deletes them all at once, for good.'),
    ).toBeTruthy();
    api.reply(WITHDRAW, answer('MessageOk', { message: 'Your consent is withdrawn.' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw consent' }));
    await screen.findByText(/You are not keeping a history of your checks/);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(api.calls.at(-1)?.route).toBe(WITHDRAW);
  });
});
