import { beforeEach, describe, expect, it } from 'vitest';
import { useAnswers } from './answers-store.ts';
import { takeFigureFromAddress } from './figure-in-address.ts';

beforeEach(() => useAnswers.getState().clear());
const answers = () => useAnswers.getState().answers;

describe('takeFigureFromAddress (the figure page sent by the browser, decision 148)', () => {
  it('takes who and the figure, and gives the address back without them', () => {
    expect(takeFigureFromAddress('?for=child&sex=female&lang=hi')).toBe('?lang=hi');
    expect(answers()).toMatchObject({ for: 'child', sex: 'female' });
    expect(takeFigureFromAddress('?for=self&sex=male')).toBe('');
    expect(answers()).toMatchObject({ for: 'self', sex: 'male' });
  });

  it('leaves an address without them alone', () => {
    expect(takeFigureFromAddress('')).toBeUndefined();
    expect(takeFigureFromAddress('?lang=hi')).toBeUndefined();
    expect(answers().sex).toBeUndefined();
  });

  it('takes neither when one is missing or is not one of the choices', () => {
    for (const search of ['?sex=male', '?for=self', '?for=self&sex=robot', '?for=everyone&sex=male', '?for=&sex=']) {
      expect(takeFigureFromAddress(search), search).toBe('');
      expect(answers().sex, search).toBeUndefined();
      expect(answers().for, search).toBeUndefined();
    }
  });
});
