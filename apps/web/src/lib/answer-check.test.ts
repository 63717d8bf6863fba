import { DiseaseList } from '@painpoint/contracts/schemas-diagnosis';
import { MessageOk } from '@painpoint/contracts/schemas-account';
import { describe, expect, it } from 'vitest';
import { checkText } from './answer-check.ts';
import { checkAnswer } from './check-answer.ts';

describe('checkText: an answer read and checked as the checking workers do', () => {
  it('gives the schema’s value for text that fits', () => {
    expect(checkText(MessageOk, '{"message":"ok"}')).toEqual({ fits: true, value: { message: 'ok' } });
  });

  it.each([
    ['text that is not JSON', MessageOk, '{"message":'],
    ['JSON of the wrong shape', DiseaseList, '{"diseases":"none"}'],
    ['a schema that does not exist', undefined, '{"message":"ok"}'],
  ])('fits nothing for %s', (_what, schema, text) => {
    expect(checkText(schema, text)).toEqual({ fits: false });
  });

  it('reads an empty answer (a 204) as null', () => {
    expect(checkText({ safeParse: (d) => ({ success: true, data: d }) }, '')).toEqual({ fits: true, value: null });
  });
});

describe('checkAnswer', () => {
  it('checks on the page where no worker can start, with the same result', async () => {
    expect(typeof Worker).toBe('undefined');
    await expect(checkAnswer('MessageOk', '{"message":"ok"}')).resolves.toEqual({
      fits: true,
      value: { message: 'ok' },
    });
    await expect(checkAnswer('DiseaseList', '[{"disease_name":1}]')).resolves.toEqual({ fits: false });
  });
});
