import { describe, expect, it } from 'vitest';
import { toggleOption } from './toggle-option.ts';

describe('choosing answers', () => {
  it('a single-choice question keeps only the last pick', () => {
    expect(toggleOption(['a'], 'b', false)).toEqual(['b']);
  });
  it('"not sure" and "none" stand alone in a choose-all question', () => {
    expect(toggleOption(['a', 'b'], 'not_sure', true)).toEqual(['not_sure']);
    expect(toggleOption(['none'], 'a', true)).toEqual(['a']);
    expect(toggleOption(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleOption(['a', 'b'], 'a', true)).toEqual(['b']);
  });
});

describe('choosing on a list of warning signs', () => {
  it('"not sure" goes with ticked signs, and "none" still stands alone', () => {
    expect(toggleOption(['drowsy'], 'not_sure', true, true)).toEqual(['drowsy', 'not_sure']);
    expect(toggleOption(['not_sure'], 'drowsy', true, true)).toEqual(['not_sure', 'drowsy']);
    expect(toggleOption(['drowsy', 'not_sure'], 'none', true, true)).toEqual(['none']);
    expect(toggleOption(['none'], 'not_sure', true, true)).toEqual(['not_sure']);
    expect(toggleOption(['none'], 'drowsy', true, true)).toEqual(['drowsy']);
    expect(toggleOption(['drowsy', 'not_sure'], 'not_sure', true, true)).toEqual(['drowsy']);
  });
});
