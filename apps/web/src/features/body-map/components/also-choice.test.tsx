import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAnswers } from '../../../domain/answers-store.ts';
import { addCatalogue } from '../../../lib/i18n.ts';
import { assessmentEn } from '../../../locales/assessment-en.ts';
import { renderPage } from '../../../test/render.tsx';
import { AlsoChoice } from './also-choice.tsx';

beforeAll(() => addCatalogue('assessment', assessmentEn));
beforeEach(() => {
  localStorage.clear();
  useAnswers.getState().clear();
  useAnswers.getState().chooseSex('male');
});
afterEach(cleanup);

const groups = assessmentEn.location.alsoGroups;
const boxesIn = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('checkbox')
    .map((b) => (b as HTMLInputElement).value);

describe('"It also hurts in…" in groups (decision 120)', () => {
  it('offers the upper arm, buttock, thigh and calf, each under its part of the body', () => {
    useAnswers.getState().chooseLocation({ id: 'chest', key: 'chest' });
    renderPage(<AlsoChoice own="chest" />, '/pain-loaction-body');
    expect(boxesIn(groups.arms)).toEqual(['shoulder', 'upper-arm', 'elbow-forearm', 'wrist-hand']);
    expect(boxesIn(groups.legs)).toEqual([
      'buttock',
      'bottom',
      'genitals',
      'hip-groin',
      'thigh',
      'knee',
      'lower-leg',
      'calf',
      'ankle-foot',
    ]);
    expect(boxesIn(groups.trunk)).not.toContain('chest');
    // The mouth and tongue (decision 124) sit with the head.
    expect(boxesIn(groups.head)).toContain('mouth');
    expect(screen.getAllByRole('checkbox')).toHaveLength(27);
  });

  it('leaves out the parts the figure counts under the place itself', () => {
    useAnswers.getState().chooseLocation({ id: 'hip-left-front', key: 'hip-groin' });
    renderPage(<AlsoChoice own="hip-groin" />, '/pain-loaction-body');
    expect(boxesIn(groups.legs)).toEqual(['bottom', 'genitals', 'knee', 'lower-leg', 'calf', 'ankle-foot']);
  });

  it('stores a new part ticked by its name', () => {
    useAnswers.getState().chooseLocation({ id: 'lower-back', key: 'lower-back' });
    renderPage(<AlsoChoice own="lower-back" />, '/pain-loaction-body');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Calf' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Buttock' }));
    expect(useAnswers.getState().answers.also).toEqual(['buttock', 'calf']);
  });
});
