import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAnswers } from '../answers-store.ts';
import { addCatalogue } from '../../lib/i18n.ts';
import { assessmentEn } from '../../locales/assessment-en.ts';
import { checkEn } from '../../locales/check-en.ts';
import { FlowHeader } from './flow-header.tsx';
import { polyfillDialog } from '../../test/dialog.ts';

beforeAll(() => {
  addCatalogue('check', checkEn);
  addCatalogue('assessment', assessmentEn);
  polyfillDialog();
});
beforeEach(() => useAnswers.getState().chooseSex('female'));
afterEach(() => {
  cleanup();
  useAnswers.getState().clear();
  window.history.replaceState(null, '', '/');
});

/** A flow page's header, and a way to navigate the way the app does, with no tap outside. */
function Page() {
  const navigate = useNavigate();
  return (
    <>
      <FlowHeader title="Where does it hurt?" />
      <button type="button" onClick={() => void navigate('/pain-loaction-body')}>
        Show the next page
      </button>
      <button type="button" onClick={() => void navigate('/about-us')}>
        Go to /about-us
      </button>
    </>
  );
}

const renderAt = (path: string) => {
  window.history.replaceState(null, '', path);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
};
const question = () => screen.queryByRole('dialog', { hidden: true }) as HTMLDialogElement | null;

describe('Start again', () => {
  it('asks first, and the question stays open when asked just before the next page showed', () => {
    // Choosing the figure changes the address at once; the next page shows when its code arrives.
    renderAt('/man-body');
    window.history.replaceState(null, '', '/pain-loaction-body');
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(question()?.open).toBe(true);
    act(() => screen.getByRole('button', { name: 'Show the next page' }).click());
    expect(question()?.open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(question()?.open).toBe(false);
  });

  it('is asked on one page only: going elsewhere does not carry it along', () => {
    renderAt('/pain-loaction-body');
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(question()?.open).toBe(true);
    window.history.replaceState(null, '', '/about-us');
    act(() => screen.getByRole('button', { name: 'Go to /about-us' }).click());
    expect(question()?.open).toBe(false);
  });
});
