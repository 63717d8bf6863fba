import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAnswers } from '../../../domain/answers-store.ts';
import { addCatalogue } from '../../../lib/i18n.ts';
import { assessmentEn } from '../../../locales/assessment-en.ts';
import { checkEn } from '../../../locales/check-en.ts';
import { renderPage } from '../../../test/render.tsx';
import { PainLocationPage } from './pain-location-page.tsx';

beforeAll(() => {
  addCatalogue('check', checkEn);
  addCatalogue('assessment', assessmentEn);
});
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

describe('for a child (issue 35, decision 104)', () => {
  const baby = assessmentEn.bodyMap.baby;
  const flags = () => Object.keys(useAnswers.getState().answers.flags);
  beforeEach(() => useAnswers.getState().chooseFor('child'));

  it("draws the child's figure, and the adult's for anyone else", () => {
    renderPage(<PainLocationPage />, '/pain-loaction-body');
    const map = screen.getByRole('group', { name: /figure of a boy/ });
    expect(map.getAttribute('data-figure')).toBe('child');
    cleanup();
    useAnswers.getState().chooseFor('other');
    renderPage(<PainLocationPage />, '/pain-loaction-body');
    expect(screen.getByRole('group', { name: /male figure/ }).getAttribute('data-figure')).toBe('adult');
    expect(screen.queryByText(baby.title)).toBeNull();
  });

  it('offers the whole tummy, and crying with the legs pulled up, as the middle of the tummy', () => {
    renderPage(<PainLocationPage />, '/pain-loaction-body');
    fireEvent.click(screen.getByRole('button', { name: baby.wholeTummy }));
    expect(useAnswers.getState().answers.painLocation).toEqual({ id: 'mid-abdomen', key: 'mid-abdomen' });
    expect(screen.getByRole('button', { name: baby.wholeTummy }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: baby.crying }));
    expect(useAnswers.getState().answers.painLocation).toEqual({ id: 'tummy-crying', key: 'mid-abdomen' });
    expect(screen.getByRole('button', { name: baby.crying }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: baby.wholeTummy }).getAttribute('aria-pressed')).toBe('false');
    // The figure marks the tummy; no answer is given for the parent (the tummy has no such option).
    expect(document.querySelector('[data-region="mid-abdomen"]')?.getAttribute('aria-pressed')).toBe('true');
    expect(flags()).toEqual([]);
  });

  it('after "will not move an arm or a leg", asks for a tap and ticks the option that says so', () => {
    renderPage(<PainLocationPage />, '/pain-loaction-body');
    fireEvent.click(screen.getByRole('button', { name: baby.limb }));
    expect(screen.getByText(baby.limbTap)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Front of left thigh' }));
    expect(useAnswers.getState().answers.painLocation).toEqual({ id: 'thigh-left-front', key: 'hip-groin' });
    expect(flags()).toEqual(['ch_no_weight__child_signs']);
    expect(screen.queryByText(baby.limbTap)).toBeNull();
    expect(screen.getByRole('button', { name: baby.limb }).getAttribute('aria-pressed')).toBe('true');
    // A place with no such option gets none.
    fireEvent.click(screen.getByRole('button', { name: 'Left knee' }));
    expect(useAnswers.getState().answers.painLocation?.key).toBe('knee');
    expect(flags()).toEqual([]);
    // Anything but an arm or a leg ends it.
    fireEvent.click(screen.getByRole('button', { name: 'Chest' }));
    expect(screen.getByRole('button', { name: baby.limb }).getAttribute('aria-pressed')).toBe('false');
  });

  it('ticks "will not use or move the arm" at the elbow and forearm, and at the shoulder', () => {
    renderPage(<PainLocationPage />, '/pain-loaction-body');
    fireEvent.click(screen.getByRole('button', { name: baby.limb }));
    fireEvent.click(screen.getByRole('button', { name: 'Left elbow and forearm' }));
    expect(useAnswers.getState().answers.painLocation?.key).toBe('elbow-forearm');
    expect(flags()).toEqual(['el_other_wont_use__el_other']);
    // Another tap on the arm is still "will not move it": the shoulder's own option is ticked.
    fireEvent.click(screen.getByRole('button', { name: 'Left shoulder' }));
    expect(useAnswers.getState().answers.painLocation?.key).toBe('shoulder');
    expect(flags()).toEqual(['sh_assoc_wont_use__sh_assoc']);
  });

  it('keeps what was ticked at that step, and ticks nothing for a tap without it', () => {
    useAnswers.getState().chooseLocation({ id: 'calf-left', key: 'lower-leg' });
    useAnswers.getState().answer('can_do', ['lc_spot_tender']);
    renderPage(<PainLocationPage />, '/pain-loaction-body');
    fireEvent.click(screen.getByRole('button', { name: 'Right calf' }));
    expect(flags()).toEqual(['lc_spot_tender__can_do']);
    fireEvent.click(screen.getByRole('button', { name: baby.limb }));
    // The view turns to the front for the tap.
    fireEvent.click(screen.getByRole('button', { name: 'Left shin and lower leg' }));
    expect(flags().sort()).toEqual(['lc_child_limp__can_do', 'lc_spot_tender__can_do']);
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

describe('the mouth and tongue (issue 51, decision 124)', () => {
  const mouthLabel = assessmentEn.bodyMap.regions.mouth;

  it('is offered among the parts of the head once the head is tapped, and choosing it chooses the mouth', () => {
    const { container } = renderPage(<PainLocationPage />, '/pain-loaction-body');
    expect(screen.queryByRole('button', { name: mouthLabel })).toBeNull();
    fireEvent.click(container.querySelector('[data-region="head-front"]')!);
    fireEvent.click(screen.getByRole('button', { name: mouthLabel }));
    expect(useAnswers.getState().answers.painLocation).toEqual({ id: 'mouth', key: 'mouth' });
    expect(screen.getByRole('button', { name: mouthLabel }).getAttribute('aria-pressed')).toBe('true');
  });

  it('is in the list alternative with the face, ears, eyes and throat', () => {
    renderPage(<PainLocationPage />, '/pain-loaction-body');
    const radio = screen.getByRole('radio', { name: mouthLabel });
    expect(radio.closest('fieldset')!.querySelector('legend')!.textContent).toBe(assessmentEn.bodyMap.moreGroup);
    fireEvent.click(radio);
    expect(useAnswers.getState().answers.painLocation).toEqual({ id: 'mouth', key: 'mouth' });
  });
});
