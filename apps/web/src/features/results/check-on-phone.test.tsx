import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAnswers } from '../../domain/answers-store.ts';
import { ANSWERS_KEPT_KEY, ANSWERS_KEY, DISEASES_KEY } from '../../lib/check-on-device.ts';
import { addCatalogue } from '../../lib/i18n.ts';
import { dropSession } from '../../lib/session.ts';
import { subscribeToasts, type ToastMessage } from '../../lib/toast.ts';
import { assessmentEn } from '../../locales/assessment-en.ts';
import { logInForTest } from '../../test/api-mocks.ts';
import { CheckOnPhone } from './components/check-on-phone.tsx';

beforeAll(() => addCatalogue('assessment', assessmentEn));

let toasts: ToastMessage[] = [];
let unsubscribe = () => undefined as unknown;
beforeEach(() => {
  localStorage.clear();
  const s = useAnswers.getState();
  s.chooseSex('female');
  s.chooseLocation({ id: 'genitals-female', key: 'genitals' });
  s.setProfile({ age: 22, weight: 50 });
  localStorage.setItem(DISEASES_KEY, '{"vaginal_thrush":{}}');
  toasts = [];
  unsubscribe = subscribeToasts((t) => toasts.push(t));
});
afterEach(() => {
  unsubscribe();
  cleanup();
  dropSession('idle');
});

const show = () =>
  render(
    <MemoryRouter initialEntries={['/suggested-diagnosis']}>
      <Routes>
        <Route path="/suggested-diagnosis" element={<CheckOnPhone />} />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>
    </MemoryRouter>,
  );
const keepBox = () => screen.queryByRole('checkbox', { name: 'Keep this check on this phone' });
const removeButton = () => screen.getByRole('button', { name: 'Remove this check from this phone' });

describe('the check on a shared phone (decision 112)', () => {
  it('offers a visitor to keep the check, saying who can see it, and remembers the choice', () => {
    show();
    const box = keepBox();
    expect(box).not.toBeNull();
    expect(box?.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box?.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /^Anyone who uses this phone can see it\./,
    );
    fireEvent.click(box as HTMLElement);
    expect(localStorage.getItem(ANSWERS_KEPT_KEY)).toBe('1');
    fireEvent.click(box as HTMLElement);
    expect(localStorage.getItem(ANSWERS_KEPT_KEY)).toBeNull();
  });

  it('removes the check from storage and memory, says so, and goes home', async () => {
    show();
    fireEvent.click(removeButton());
    expect(localStorage.getItem(ANSWERS_KEY)).toBeNull();
    expect(localStorage.getItem(DISEASES_KEY)).toBeNull();
    await screen.findByRole('heading', { name: 'Home' });
    expect(useAnswers.getState().answers).toEqual({ symptoms: {}, flags: {} });
    expect(localStorage.getItem(ANSWERS_KEY)).toBeNull();
    expect(toasts).toEqual([
      { kind: 'success', message: 'This check was removed from this phone.', action: undefined },
    ]);
  });

  it('tells a logged-in person that their account keeps what they saved, and offers no keeping', () => {
    logInForTest();
    show();
    expect(keepBox()).toBeNull();
    const hint = document.getElementById(removeButton().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Only this phone’s copy is removed. Checks saved in your account stay there.');
  });
});
