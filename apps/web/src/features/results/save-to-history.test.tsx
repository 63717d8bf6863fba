import type { DiagnosisStep } from '@painpoint/contracts';
import { ACCOUNT_API, HISTORY_NOTICE_VERSION } from '@painpoint/contracts/account-constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAnswers } from '../../lib/answers-store.ts';
import { score } from '../../lib/diagnosis/use-assessment.ts';
import { addCatalogue } from '../../lib/i18n.ts';
import { assessmentEn } from '../../locales/assessment-en.ts';
import { logInForTest, mockApi } from '../../test/api-mocks.ts';
import { testDisease } from '../../test/content.ts';
import { json, renderPage } from '../../test/render.tsx';
import { SaveToHistory } from './components/save-to-history.tsx';

const STEPS: DiagnosisStep[] = [
  {
    id: 'severity',
    question: 'How bad is the pain at its worst?',
    multiple: false,
    dependent_on_any_symptoms: [],
    step_options: [
      { key: 'sev_mild', label: 'Mild' },
      { key: 'sev_severe', label: 'Severe' },
    ],
  },
];
const DISEASES = [
  testDisease({
    disease_short_name: 'migraine',
    disease_name: 'Migraine',
    description: 'A headache that comes in attacks, often with feeling sick.',
    triage: 'see-doctor',
    symptoms: [{ key: 'sev_severe', value: 4 }],
  }),
];
const ANSWERS = {
  painLocation: { id: 'head-front', key: 'head' as const },
  sex: 'female' as const,
  weight: 55,
  age_range: { min: 26, max: 26 },
  age_range_key: '26',
  symptoms: { sev_severe: 1 },
  flags: { sev_severe__severity: true as const },
};
const DATA = score({ steps: STEPS, diseases: DISEASES, version: 'a1b2c3d4e5f6' }, ANSWERS);
const SAVED = {
  id: '0b6f5c8e-8f5e-4d0c-9a43-5a1c4f7e2d11',
  created_at: '2026-11-23T08:35:00.000Z',
  location: 'head',
  sex: 'female',
  age: 26,
  weight: 55,
  triage: DATA.assessment.triage,
  conditions: [{ disease_short_name: 'migraine', final_score: 80, difference_percentage: 0 }],
  kb_version: 'a1b2c3d4e5f6',
  answers: ANSWERS,
};
const CONSENT = { given_at: '2026-11-23T08:34:00.000Z', notice_version: HISTORY_NOTICE_VERSION };

const api = mockApi();
beforeAll(() => addCatalogue('assessment', assessmentEn));
beforeEach(() => useAnswers.setState({ answers: ANSWERS }));
const show = () => renderPage(<SaveToHistory data={DATA} shown={8} />, '/suggested-diagnosis');
const saveButton = () => screen.getByRole('button', { name: 'Save to my history' });
const calls = () => api.fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('saving results to the history (decision 039)', () => {
  it('shows a visitor one quiet line and calls nothing', () => {
    show();
    expect(screen.getByText('With an account, you can keep a history of your checks.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('asks for consent first, records it, then saves, and says "saved" only once the server has', async () => {
    logInForTest();
    show();
    api.fetch.mockResolvedValueOnce(json(200, { consent: null }));
    fireEvent.click(saveButton());
    await screen.findByRole('heading', { name: 'Keep a history of your checks?' });
    // Nothing about the check has been sent before consent.
    expect(calls()).toEqual([`GET ${ACCOUNT_API.assessmentsConsent}`]);
    expect(screen.getByText(/the version of our medical information/)).toBeTruthy();
    expect(screen.getByText(/withdraw your consent, at any time on your profile page/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Agree and save' }));
    expect(screen.getByText('Tick the box to agree before we keep your checks.')).toBeTruthy();
    expect(api.fetch).toHaveBeenCalledTimes(1);

    let answer: (r: Response) => void = () => undefined;
    api.fetch.mockResolvedValueOnce(json(200, CONSENT));
    api.fetch.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to PainPoint keeping the checks I save/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Agree and save' }));
    await waitFor(() => expect(api.fetch).toHaveBeenCalledTimes(3));
    const [, put, post] = api.fetch.mock.calls;
    expect(put![1]?.method).toBe('PUT');
    expect(JSON.parse(String(put![1]?.body))).toEqual({ agreed: true, notice_version: HISTORY_NOTICE_VERSION });
    expect(post![0]).toBe(ACCOUNT_API.assessments);
    expect(JSON.parse(String(post![1]?.body))).toEqual({
      answers: ANSWERS,
      triage: DATA.assessment.triage,
      conditions: DATA.assessment.ranked.map((r) => ({
        disease_short_name: r.disease_short_name,
        final_score: r.final_score,
        difference_percentage: r.difference_percentage,
      })),
      kb_version: 'a1b2c3d4e5f6',
    });
    // The server has not answered yet: nothing says saved.
    expect(screen.queryByText(/Saved on/)).toBeNull();
    expect(api.toasts).toEqual([]);

    answer(json(201, SAVED));
    await screen.findByText(/Saved on 23 November 2026/);
    expect(screen.getByRole('link', { name: 'See it on your profile' }).getAttribute('href')).toBe(
      `/profile?saved=${SAVED.id}`,
    );
    expect(api.toasts).toEqual([{ kind: 'success', message: 'Saved to your history.' }]);
  });

  it('saves at once with consent; a failure is said in place with a retry', async () => {
    logInForTest();
    show();
    api.fetch.mockResolvedValueOnce(json(200, { consent: CONSENT }));
    api.fetch.mockResolvedValueOnce(json(503, {}));
    fireEvent.click(saveButton());
    await screen.findByText('This check could not be saved. Please try again.');
    expect(calls()).toEqual([`GET ${ACCOUNT_API.assessmentsConsent}`, `POST ${ACCOUNT_API.assessments}`]);

    api.fetch.mockResolvedValueOnce(json(201, SAVED));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/Saved on 23 November 2026/);
    expect(api.toasts).toEqual([{ kind: 'success', message: 'Saved to your history.' }]);
  });

  it('sends nothing when the results cannot make a saved assessment (no knowledge-base version heard)', async () => {
    logInForTest();
    renderPage(<SaveToHistory data={{ ...DATA, version: '' }} shown={8} />, '/suggested-diagnosis');
    fireEvent.click(saveButton());
    await screen.findByText(/This check cannot be saved/);
    expect(api.fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("passes on the server's reason when the history is full", async () => {
    logInForTest();
    show();
    api.fetch.mockResolvedValueOnce(json(200, { consent: CONSENT }));
    api.fetch.mockResolvedValueOnce(
      json(409, { code: 'CONFLICT', message: 'You have 100 saved assessments, the most kept. Delete some first.' }),
    );
    fireEvent.click(saveButton());
    await screen.findByText('You have 100 saved assessments, the most kept. Delete some first.');
  });
});
