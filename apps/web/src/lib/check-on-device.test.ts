import { beforeEach, describe, expect, it } from 'vitest';
import {
  ANSWERS_ACCOUNT_KEY,
  ANSWERS_CHANGED_KEY,
  ANSWERS_KEPT_KEY,
  ANSWERS_KEY,
  DISEASES_KEY,
  expiryOf,
  forgetExpiredCheck,
  keepCheck,
} from './check-on-device.ts';
import { ANSWERS_KEY as STORE_ANSWERS_KEY } from '../domain/answers-store.ts';
import { DISEASES_KEY as STORE_DISEASES_KEY } from '../domain/diagnosis/get-location-content.ts';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 26, 12);
const at = (hoursAgo: number) => String(NOW - hoursAgo * HOUR);
const anonymous = { kept: null, account: null };

describe('expiryOf: a check made with no account goes a day after its last change (decision 112)', () => {
  it('keeps it at 23 hours and forgets it at 25', () => {
    expect(expiryOf({ ...anonymous, changedAt: at(23) }, NOW)).toBe('keep');
    expect(expiryOf({ ...anonymous, changedAt: at(25) }, NOW)).toBe('forget');
  });

  it('keeps a check the person chose to keep, however old', () => {
    expect(expiryOf({ changedAt: at(25), kept: '1', account: null }, NOW)).toBe('keep');
    expect(expiryOf({ changedAt: at(24 * 400), kept: '1', account: null }, NOW)).toBe('keep');
  });

  it('leaves a logged-in person’s check to the logout (decision 073)', () => {
    expect(expiryOf({ changedAt: at(25), kept: null, account: 'asha' }, NOW)).toBe('keep');
  });

  it('starts the day now when the time is missing, unreadable or in the future', () => {
    for (const changedAt of [null, '', 'yesterday', '-5', '1e12', String(NOW + HOUR)])
      expect(expiryOf({ ...anonymous, changedAt }, NOW), String(changedAt)).toBe('stamp');
  });
});

describe('forgetExpiredCheck: the rule applied to local storage', () => {
  beforeEach(() => localStorage.clear());
  const store = (hoursAgo: number) => {
    localStorage.setItem(ANSWERS_KEY, '{"sex":"female","symptoms":{},"flags":{}}');
    localStorage.setItem(DISEASES_KEY, '{"vaginal_thrush":{}}');
    localStorage.setItem(ANSWERS_CHANGED_KEY, at(hoursAgo));
    localStorage.setItem('theme', 'dark');
  };

  it('forgets the answers, the diseases and the time of an old check; the theme stays', () => {
    store(25);
    expect(forgetExpiredCheck(NOW)).toBe(true);
    expect({ ...localStorage }).toEqual({ theme: 'dark' });
  });

  it('leaves a recent check as it is', () => {
    store(23);
    expect(forgetExpiredCheck(NOW)).toBe(false);
    expect(localStorage.getItem(ANSWERS_KEY)).not.toBeNull();
    expect(localStorage.getItem(ANSWERS_CHANGED_KEY)).toBe(at(23));
  });

  it('keeps a kept check until the choice is undone, then gives it a day from then', () => {
    store(25);
    keepCheck(true);
    expect(forgetExpiredCheck(NOW)).toBe(false);
    keepCheck(false, NOW);
    expect(localStorage.getItem(ANSWERS_KEPT_KEY)).toBeNull();
    expect(forgetExpiredCheck(NOW + 23 * HOUR)).toBe(false);
    expect(forgetExpiredCheck(NOW + 25 * HOUR)).toBe(true);
    expect(localStorage.getItem(ANSWERS_KEY)).toBeNull();
  });

  it('keeps a logged-in person’s check', () => {
    store(25);
    localStorage.setItem(ANSWERS_ACCOUNT_KEY, 'asha');
    expect(forgetExpiredCheck(NOW)).toBe(false);
    expect(localStorage.getItem(ANSWERS_KEY)).not.toBeNull();
  });

  it('stamps answers kept before this rule, so they too go a day later', () => {
    localStorage.setItem(ANSWERS_KEY, '{"symptoms":{},"flags":{}}');
    expect(forgetExpiredCheck(NOW)).toBe(false);
    expect(localStorage.getItem(ANSWERS_CHANGED_KEY)).toBe(String(NOW));
    expect(forgetExpiredCheck(NOW + 25 * HOUR)).toBe(true);
  });

  it('gives no time to a place’s diseases left without answers, as while another tab logs out', () => {
    localStorage.setItem(DISEASES_KEY, '{"vaginal_thrush":{}}');
    expect(forgetExpiredCheck(NOW)).toBe(false);
    expect(localStorage.getItem(ANSWERS_CHANGED_KEY)).toBeNull();
  });

  it('names the keys as the modules that write them do', () => {
    expect([ANSWERS_KEY, DISEASES_KEY]).toEqual([STORE_ANSWERS_KEY, STORE_DISEASES_KEY]);
  });
});
