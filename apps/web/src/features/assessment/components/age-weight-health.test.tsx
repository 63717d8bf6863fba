import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useAnswers } from '../../../domain/answers-store.ts';
import { addCatalogue } from '../../../lib/i18n.ts';
import { assessmentEn } from '../../../locales/assessment-en.ts';
import { renderPage } from '../../../test/render.tsx';
import { AgeWeightPage } from './age-weight-page.tsx';

// The age page's illnesses and medicines (decision 122) follow the age typed: a child is not
// offered an adult's illnesses, and a child's heart disease is worded for a child.
beforeAll(() => addCatalogue('assessment', assessmentEn));
afterEach(cleanup);

function pageFor(who: 'self' | 'child', age: string) {
  useAnswers.getState().chooseFor(who);
  renderPage(<AgeWeightPage askSex />, '/gender-age-weight');
  fireEvent.input(screen.getByRole('textbox', { name: /age/i }), { target: { value: age } });
}

describe('the illnesses and medicines on the age page (decision 122)', () => {
  it("offer a child a child's list", () => {
    pageFor('child', '9');
    expect(screen.getByRole('checkbox', { name: /born with a heart problem/i })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /angina/i })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /high cholesterol/i })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /statin/i })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /epilepsy/i })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /hydroxyurea/i })).toBeTruthy();
  });

  it('offer an adult what adults have and take, and "another one"', () => {
    pageFor('self', '52');
    for (const name of [/angina/i, /high cholesterol/i, /thyroid problem/i, /weak, thin bones/i, /another long-term/i])
      expect(screen.getByRole('checkbox', { name })).toBeTruthy();
    for (const name of [/thyronorm/i, /statin/i, /shelcal/i, /pantoprazole/i, /another medicine/i])
      expect(screen.getByRole('checkbox', { name })).toBeTruthy();
  });
});
