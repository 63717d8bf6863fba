import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isLeaked,
  LEAKED_FILTER_FILE,
  LEAKED_FILTER_INFO_FILE,
  leakedForms,
  type LeakedFilterInfo,
} from './leaked-passwords.ts';

describe('the leaked-password filter (decision 108)', () => {
  it('looks a password up under the forms cracking rules make of a listed one', () => {
    expect(leakedForms('Shubham@123')).toContain('shubham');
    expect(leakedForms('P@ssw0rd!')).toContain('password');
    expect(leakedForms('Virat18@kohli')).toContain('viratkohli');
    // Too short a form stands for nothing: the strength check judges "Ram@12345678".
    expect(leakedForms('Ram@12345678')).toEqual(['ram@12345678']);
  });

  it('holds listed passwords and their decorated forms, and is the size its description says', () => {
    for (const p of ['123456789', 'Monkey@2024', 'qwerty123!', 'ilovemyindia']) expect(isLeaked(p), p).toBe(true);
    const info = JSON.parse(readFileSync(LEAKED_FILTER_INFO_FILE, 'utf8')) as LeakedFilterInfo;
    expect(statSync(LEAKED_FILTER_FILE).size).toBe(info.bits / 8);
    expect(info.bits / 8).toBeLessThan(2 * 1024 * 1024);
  });
});
