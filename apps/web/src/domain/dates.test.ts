import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from './dates.ts';

describe('dates as people in India write them', () => {
  // 8:07 pm and 1:37 am in India (UTC+5:30), whatever the machine's own zone.
  const evening = new Date(Date.UTC(2026, 10, 25, 14, 37));
  const night = new Date(Date.UTC(2026, 10, 24, 20, 7));
  const inIndia = (f: () => string) => {
    vi.stubEnv('TZ', 'Asia/Kolkata');
    try {
      return f();
    } finally {
      vi.unstubAllEnvs();
    }
  };

  it('puts the day first in English, never "November 25, 2026"', () => {
    expect(formatDate('en', evening)).toBe('25 November 2026');
    expect(inIndia(() => formatDateTime('en', evening))).toBe('25 November 2026 at 8:07 pm');
  });

  it('says the part of the day in Hindi words, never "pm बजे"', () => {
    expect(formatDate('hi', evening)).toBe('25 नवंबर 2026');
    expect(inIndia(() => formatDateTime('hi', evening))).toBe('25 नवंबर 2026, रात 8:07 बजे');
    expect(inIndia(() => formatDateTime('hi', night))).toBe('25 नवंबर 2026, रात 1:37 बजे');
    expect(inIndia(() => formatDateTime('hi', night))).not.toMatch(/am|pm/);
  });
});
