import { describe, expect, it } from 'vitest';
import { isSiteSettings, SITE_CONFIG_MARKERS } from './site-markers.ts';
import { SiteConfig } from './site.ts';

const officer = { name: 'A. Officer', email: 'grievance@example.in', address: '1 Road, Pune' };
const samples: unknown[] = [
  { grievance_officer: officer, contact_email: 'hello@example.in' },
  { grievance_officer: officer, contact_email: 'hello@example.in', extra: 1 },
  SITE_CONFIG_MARKERS,
  { grievance_officer: officer },
  { contact_email: 'hello@example.in' },
  { grievance_officer: { ...officer, address: 3 }, contact_email: 'hello@example.in' },
  { grievance_officer: { name: 'A', email: 'b' }, contact_email: 'hello@example.in' },
  { grievance_officer: null, contact_email: 'hello@example.in' },
  { grievance_officer: officer, contact_email: null },
  null,
  [],
  'settings',
  42,
];

describe('isSiteSettings', () => {
  it('accepts exactly what the contract’s SiteConfig accepts', () => {
    const verdicts = samples.map((s) => [isSiteSettings(s), SiteConfig.safeParse(s).success]);
    for (const [mine, contract] of verdicts) expect(mine).toBe(contract);
    // Both kinds are among the samples, so the comparison means something.
    expect(new Set(verdicts.map(([mine]) => mine))).toEqual(new Set([true, false]));
  });
});
