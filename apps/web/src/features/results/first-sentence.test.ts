import { expect, it } from 'vitest';
import { firstSentence } from './first-sentence.ts';

it('the one-line description is the first sentence', () => {
  expect(firstSentence('A sore knee. It gets worse.')).toBe('A sore knee.');
  expect(firstSentence('No full stop')).toBe('No full stop');
  expect(firstSentence('Uses e.g. words. Then more.')).toBe('Uses e.g. words.');
});

it('ends a Hindi sentence at its danda, so a Hindi card shows one sentence, not a paragraph', () => {
  expect(firstSentence('घुटने में मोच। यह चलने पर बढ़ती है। आराम से ठीक होती है।')).toBe('घुटने में मोच।');
  expect(firstSentence('डॉ. से मिलें (उदा. 2 दिन में)। फिर देखें।')).toBe('डॉ. से मिलें (उदा. 2 दिन में)।');
});
