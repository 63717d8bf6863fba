import type { DiagnosisStep, SavedAssessment } from '@painpoint/contracts';
import { ACCOUNT_API, HISTORY_NOTICE_VERSION } from '@painpoint/contracts/account-constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAnswers } from '../../domain/answers-store.ts';
import { score } from '../../domain/diagnosis/use-assessment.ts';
import { addCatalogue } from '../../lib/i18n.ts';
import { assessmentEn } from '../../locales/assessment-en.ts';
import { checkEn } from '../../locales/check-en.ts';
import { answer, json, logInForTest, mockApi, refusal, type Route } from '../../test/api-mocks.ts';
import { testDisease } from '../../test/content.ts';
import { renderPage } from '../../test/render.tsx';
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
const SAVED: SavedAssessment = {
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
beforeAll(() => {
  addCatalogue('check', checkEn);
  addCatalogue('assessment', assessmentEn);
});
beforeEach(() => useAnswers.setState({ answers: ANSWERS }));
const show = () => renderPage(<SaveToHistory data={DATA} shown={8} />, '/suggested-diagnosis');
const saveButton = () => screen.getByRole('button', { name: 'Save to my history' });
const calls = () => api.calls.map((c) => c.route);
const CONSENT_READ: Route = `GET ${ACCOUNT_API.assessmentsConsent}`;
const CONSENT_GIVEN: Route = `PUT ${ACCOUNT_API.assessmentsConsent}`;
const SAVE: Route = `POST ${ACCOUNT_API.assessments}`;

describe('saving results to the history (decision 039)', () => {
  it('shows a visitor one quiet line and calls nothing', () => {
    show();
    expect(screen.getByText('With an account, you can keep a history of your checks.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('asks for consent first, records it, then saves, and says "saved" only once the server has', async () => {
    logInForTest();
    show();
    api.reply(CONSENT_READ, answer('HistoryConsentState', { consent: null }));
    fireEvent.click(saveButton());
    await screen.findByRole('heading', { name: 'Keep a history of your checks?' });
    // Nothing about the check has been sent before consent.
    expect(calls()).toEqual([CONSENT_READ]);
    expect(screen.getByText(/the version of our medical information/)).toBeTruthy();
    expect(screen.getByText(/withdraw your consent, at any time on your profile page/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Agree and save' }));
    expect(screen.getByText('Tick the box to agree before we keep your checks.')).toBeTruthy();
    expect(api.calls).toHaveLength(1);

    let send: (r: Response) => void = () => undefined;
    api.reply(CONSENT_GIVEN, answer('HistoryConsent', CONSENT));
    api.reply(SAVE, () => new Promise<Response>((resolve) => (send = resolve)));
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to PainPoint keeping the checks I save/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Agree and save' }));
    await waitFor(() => expect(calls()).toEqual([CONSENT_READ, CONSENT_GIVEN, SAVE]));
    const [, put, post] = api.calls;
    expect(put?.body).toEqual({ agreed: true, notice_version: HISTORY_NOTICE_VERSION });
    expect(post?.body).toEqual({
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

    send(answer('SavedAssessment', SAVED, 201));
    await screen.findByText(/Saved on 23 November 2026/);
    expect(screen.getByRole('link', { name: 'See it on your profile' }).getAttribute('href')).toBe(
      `/profile?saved=${SAVED.id}`,
    );
    expect(api.toasts).toEqual([{ kind: 'success', message: 'Saved to your history.' }]);
  });

  it('saves at once with consent; a failure is said in place with a retry', async () => {
    logInForTest();
    show();
    api.reply(CONSENT_READ, answer('HistoryConsentState', { consent: CONSENT }));
    // A proxy's answer while the server is down: no contract body.
    api.reply(SAVE, json(503, {}));
    fireEvent.click(saveButton());
    await screen.findByText('This check could not be saved. Please try again.');
    expect(calls()).toEqual([CONSENT_READ, SAVE]);

    api.reply(SAVE, answer('SavedAssessment', SAVED, 201));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/Saved on 23 November 2026/);
    expect(api.toasts).toEqual([{ kind: 'success', message: 'Saved to your history.' }]);
  });

  it('retries only the step that failed: consent not recorded, then the save', async () => {
    logInForTest();
    show();
    api.reply(CONSENT_READ, answer('HistoryConsentState', { consent: null }));
    fireEvent.click(saveButton());
    await screen.findByRole('heading', { name: 'Keep a history of your checks?' });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to PainPoint keeping the checks I save/ }));
    api.reply(CONSENT_GIVEN, json(503, {}));
    fireEvent.click(screen.getByRole('button', { name: 'Agree and save' }));
    await screen.findByText('This check could not be saved. Please try again.');
    expect(calls()).toEqual([CONSENT_READ, CONSENT_GIVEN]);

    api.reply(CONSENT_GIVEN, answer('HistoryConsent', CONSENT));
    api.reply(SAVE, json(503, {}));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls()).toEqual([CONSENT_READ, CONSENT_GIVEN, CONSENT_GIVEN, SAVE]));
    await screen.findByText('This check could not be saved. Please try again.');

    // Consent is recorded now: the retry saves without asking or recording it again.
    api.reply(SAVE, answer('SavedAssessment', SAVED, 201));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/Saved on 23 November 2026/);
    expect(calls()).toEqual([CONSENT_READ, CONSENT_GIVEN, CONSENT_GIVEN, SAVE, SAVE]);
  });

  it('sends nothing when the results cannot make a saved assessment (no knowledge-base version heard)', async () => {
    logInForTest();
    renderPage(<SaveToHistory data={{ ...DATA, version: '' }} shown={8} />, '/suggested-diagnosis');
    fireEvent.click(saveButton());
    await screen.findByText(/This check cannot be saved/);
    expect(api.calls).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("passes on the server's reason when the history is full", async () => {
    logInForTest();
    show();
    api.reply(CONSENT_READ, answer('HistoryConsentState', { consent: CONSENT }));
    api.reply(SAVE, refusal(409, 'CONFLICT', 'You have 100 saved assessments, the most kept. Delete some first.'));
    fireEvent.click(saveButton());
    await screen.findByText('You have 100 saved assessments, the most kept. Delete some first.');
  });
});
