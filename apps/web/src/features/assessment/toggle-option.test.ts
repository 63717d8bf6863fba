import { describe, expect, it } from 'vitest';
import { toggleOption } from './toggle-option.ts';

describe('choosing answers', () => {
  it('a single-choice question keeps only the last pick', () => {
    expect(toggleOption(['a'], 'b', false)).toEqual(['b']);
  });
  it('"none" stands alone in a choose-all question', () => {
    expect(toggleOption(['a', 'b'], 'none', true)).toEqual(['none']);
    expect(toggleOption(['none'], 'a', true)).toEqual(['a']);
    expect(toggleOption(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleOption(['a', 'b'], 'a', true)).toEqual(['b']);
  });
  it('"not sure" goes with ticked answers, and clears "none" (decision 131)', () => {
    expect(toggleOption(['drowsy'], 'not_sure', true)).toEqual(['drowsy', 'not_sure']);
    expect(toggleOption(['not_sure'], 'drowsy', true)).toEqual(['not_sure', 'drowsy']);
    expect(toggleOption(['drowsy', 'not_sure'], 'none', true)).toEqual(['none']);
    expect(toggleOption(['none'], 'not_sure', true)).toEqual(['not_sure']);
    expect(toggleOption(['drowsy', 'not_sure'], 'not_sure', true)).toEqual(['drowsy']);
  });
});
