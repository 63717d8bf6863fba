import { MAX_AGE, MAX_WEIGHT_KG, MIN_AGE, MIN_WEIGHT_KG } from '../../domain/answers-store.ts';

/** Reads the typed age: whole years from 0 (a baby under one) to 120. */
export function checkAge(text: string): { age?: number; error?: 'ageRequired' | 'ageWhole' | 'ageRange' } {
  const v = text.trim();
  if (v === '') return { error: 'ageRequired' };
  if (!/^\d{1,3}$/.test(v)) return { error: 'ageWhole' };
  const age = Number(v);
  if (age < MIN_AGE || age > MAX_AGE) return { error: 'ageRange' };
  return { age };
}

/** Reads the typed weight in kilograms; a decimal comma is accepted as people type it. */
export function checkWeight(text: string): { weight?: number; error?: 'weightRequired' | 'weightRange' } {
  const v = text.trim().replace(',', '.');
  if (v === '') return { error: 'weightRequired' };
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(v)) return { error: 'weightRange' };
  const weight = Number(v);
  if (weight < MIN_WEIGHT_KG || weight > MAX_WEIGHT_KG) return { error: 'weightRange' };
  return { weight };
}
