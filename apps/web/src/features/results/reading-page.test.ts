import type { Source } from '@painpoint/contracts';
import { describe, expect, it } from 'vitest';
import { readingPage } from './reading-page.ts';

const source = (organisation: string): Source => ({
  organisation,
  title: `A page by ${organisation}`,
  url: `https://example.org/${encodeURIComponent(organisation)}`,
  reviewed: '2026-11-23',
});

describe('the reading page of a condition without a video', () => {
  it('is the first source from a public health body, even when it is not the first source', () => {
    const sources = [
      source('Royal College of Emergency Medicine (RCEMLearning)'),
      source('Baylor Scott & White Health'),
      source(
        'National Center for Vector Borne Diseases Control (NCVBDC), Ministry of Health and Family Welfare, India',
      ),
      source('World Health Organization'),
    ];
    expect(readingPage(sources)?.organisation).toMatch(/^National Center for Vector Borne/);
  });

  it('skips a public body’s page written for professionals', () => {
    expect(
      readingPage([source('NHS England - Getting It Right First Time (GIRFT)'), source('NHS 111 Wales')])?.organisation,
    ).toBe('NHS 111 Wales');
    expect(readingPage([source('MSD Manual (Professional)'), source('The London Clinic')])?.organisation).toBe(
      'The London Clinic',
    );
  });

  it('else the first source not written for professionals, else the first source', () => {
    expect(readingPage([source('NICE'), source('Yale Medicine')])?.organisation).toBe('Yale Medicine');
    expect(
      readingPage([source('Indian Journal of Medical Research (ICMR)'), source('Radiopaedia')])?.organisation,
    ).toBe('Indian Journal of Medical Research (ICMR)');
    expect(readingPage([])).toBeUndefined();
  });
});
