import { describe, expect, it } from 'vitest';
import { textRefusal } from './text-destinations.ts';

describe('textRefusal', () => {
  it.each<[string, 'country' | 'type' | undefined, string]>([
    ['+919876543210', undefined, 'an Indian mobile'],
    ['+9779841234567', undefined, 'a mobile in Nepal'],
    ['+14155552671', undefined, 'a US number (mobile or landline)'],
    ['+16135550123', undefined, 'a Canadian number'],
    ['+447400123456', undefined, 'a UK mobile'],
    ['+911123456789', 'type', 'an Indian landline'],
    ['+442071234567', 'type', 'a London landline'],
    ['+449098790000', 'type', 'a UK premium-rate number'],
    ['+19005551234', 'type', 'a US premium-rate number'],
    ['+18005551234', 'type', 'a US toll-free number'],
    ['+447031234567', 'type', 'a UK personal number'],
    ['+23566123456', 'country', 'a mobile in Chad'],
    ['+74951234567', 'country', 'a Moscow number'],
    ['+77011234567', 'country', 'a Kazakh mobile'],
    ['+18765551234', 'country', 'a Jamaican mobile under +1'],
    ['+447911123456', 'country', 'a Guernsey mobile under +44'],
    ['+19870551956', 'country', 'no real number'],
  ])('%s is %s (%s)', (e164, expected, _what) => {
    expect(textRefusal(e164)).toBe(expected);
  });
});
