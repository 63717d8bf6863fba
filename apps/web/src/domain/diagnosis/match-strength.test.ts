import { describe, expect, it } from 'vitest';
import { matchStrength } from './match-strength.ts';

describe('matchStrength', () => {
  it('puts each score in one band, edges included', () => {
    expect(matchStrength(100)).toBe('strong');
    expect(matchStrength(80)).toBe('strong');
    expect(matchStrength(79.99)).toBe('moderate');
    expect(matchStrength(60)).toBe('moderate');
    expect(matchStrength(59.99)).toBe('weak');
    expect(matchStrength(0)).toBe('weak');
  });
});
