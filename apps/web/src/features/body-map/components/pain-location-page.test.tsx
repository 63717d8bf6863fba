import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAnswers } from '../../../domain/answers-store.ts';
import { addCatalogue } from '../../../lib/i18n.ts';
import { assessmentEn } from '../../../locales/assessment-en.ts';
import { renderPage } from '../../../test/render.tsx';
import { PainLocationPage } from './pain-location-page.tsx';

beforeAll(() => addCatalogue('assessment', assessmentEn));
beforeEach(() => {
  localStorage.clear();
  useAnswers.getState().clear();
  useAnswers.getState().chooseSex('male');
});
afterEach(cleanup);

const alsoTitle = assessmentEn.location.alsoTitle;

describe('"It also hurts in…" on the place page (decision 093)', () => {
  it('is offered once a place is chosen, closed, and lists every other place', () => {
    renderPage(<PainLocationPage />, '/pain-loaction-body');
    expect(screen.queryByText(alsoTitle, { selector: 'summary' })).toBeNull();
    useAnswers.getState().chooseLocation({ id: 'shoulder-left-front', key: 'shoulder' });
    cleanup();
    renderPage(<PainLocationPage />, '/pain-loaction-body');
    const details = screen.getByText(alsoTitle, { selector: 'summary' }).closest('details')!;
    expect(details.open).toBe(false);
    const boxes = [...details.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].map((b) => b.value);
    expect(boxes).not.toContain('shoulder');
    expect(boxes).not.toContain('all-over');
    expect(boxes).not.toContain('skin');
    expect(boxes).toContain('chest');
  });

  it('stores the places ticked and unticked', () => {
    useAnswers.getState().chooseLocation({ id: 'shoulder-left-front', key: 'shoulder' });
    renderPage(<PainLocationPage />, '/pain-loaction-body');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chest' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Face, jaw or teeth' }));
    expect(useAnswers.getState().answers.also).toEqual(['face-jaw', 'chest']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chest' }));
    expect(useAnswers.getState().answers.also).toEqual(['face-jaw']);
    // Places already ticked show open on a return to the page.
    cleanup();
    renderPage(<PainLocationPage />, '/pain-loaction-body');
    expect(screen.getByText(alsoTitle, { selector: 'summary' }).closest('details')!.open).toBe(true);
  });

  it('is not offered for a pain all over', () => {
    useAnswers.getState().chooseLocation({ id: 'all-over', key: 'all-over' });
    renderPage(<PainLocationPage />, '/pain-loaction-body');
    expect(screen.queryByText(alsoTitle, { selector: 'summary' })).toBeNull();
  });
});

describe('the skin, anywhere, beside the figure (decision 100)', () => {
  const skinLabel = assessmentEn.bodyMap.regions.skin;

  it('is offered as a button with its hint, and choosing it chooses the skin', () => {
    renderPage(<PainLocationPage />, '/pain-loaction-body');
    expect(screen.getByText(assessmentEn.bodyMap.skinHint)).toBeTruthy();
    const button = screen.getByRole('button', { name: skinLabel });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(useAnswers.getState().answers.painLocation).toEqual({ id: 'skin', key: 'skin' });
    expect(screen.getByRole('button', { name: skinLabel }).getAttribute('aria-pressed')).toBe('true');
  });

  it('is in the list alternative, in a group of its own', () => {
    renderPage(<PainLocationPage />, '/pain-loaction-body');
    const radio = screen.getByRole('radio', { name: skinLabel });
    expect(radio.closest('fieldset')!.querySelector('legend')!.textContent).toBe(assessmentEn.bodyMap.skinGroup);
    fireEvent.click(radio);
    expect(useAnswers.getState().answers.painLocation).toEqual({ id: 'skin', key: 'skin' });
  });

  it('does not offer "it also hurts in…" (the skin is not a part of the body)', () => {
    useAnswers.getState().chooseLocation({ id: 'skin', key: 'skin' });
    renderPage(<PainLocationPage />, '/pain-loaction-body');
    expect(screen.queryByText(alsoTitle, { selector: 'summary' })).toBeNull();
  });
});
