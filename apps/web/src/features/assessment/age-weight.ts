import {
  ILLNESS_CHILD_WORDING_UNDER,
  ILLNESS_FROM_AGE,
  ILLNESSES,
  ILLNESSES_NOT_FOR_CHILDREN,
  MEDICINE_FROM_AGE,
  MEDICINES,
  MEDICINES_NOT_FOR_CHILDREN,
  type Illness,
  type Medicine,
} from '@painpoint/contracts/constants';
import type { ForWhom } from '@painpoint/engine';
import { MAX_AGE, MAX_WEIGHT_KG, MIN_AGE, MIN_WEIGHT_KG, MONTHS_UNDER } from '../../domain/answers-store.ts';

/**
 * The illnesses and medicines offered on the age page (decision 092): all of them, but for a child
 * (a parent answering) high blood pressure and its tablets, which are rare and rarely known, and
 * below their ages those only an adult or a teenager has (high cholesterol, weak bones and statins
 * from 18, heavy drinking from 12; decision 122). Before an age is typed, the age leaves none out.
 */
export function healthChoices(who: ForWhom, age?: number): { illnesses: Illness[]; medicines: Medicine[] } {
  const child = who === 'child';
  const oldEnough = (from: number | undefined) => from === undefined || age === undefined || age >= from;
  return {
    illnesses: ILLNESSES.filter(
      (i) => (!child || !ILLNESSES_NOT_FOR_CHILDREN.includes(i)) && oldEnough(ILLNESS_FROM_AGE[i]),
    ),
    medicines: MEDICINES.filter(
      (m) => (!child || !MEDICINES_NOT_FOR_CHILDREN.includes(m)) && oldEnough(MEDICINE_FROM_AGE[m]),
    ),
  };
}

/**
 * The words of an illness for this age: a child's heart disease is one they were born with, or
 * rheumatic heart disease, never "angina, or a past heart attack" (decision 122).
 */
export function illnessWording(illness: Illness, age?: number): Illness | 'heart_disease_child' {
  const young = age !== undefined && age < ILLNESS_CHILD_WORDING_UNDER;
  return illness === 'heart_disease' && young ? 'heart_disease_child' : illness;
}

/** The answers kept: only what is offered, and nothing (not asked) when nothing was ticked. */
export function keptChoices<V extends string>(chosen: readonly V[], offered: readonly V[]): V[] | undefined {
  const kept = chosen.filter((v) => offered.includes(v));
  return kept.length > 0 ? kept : undefined;
}

/** Reads the typed age: whole years from 0 (a baby under one) to 120. */
export function checkAge(text: string): { age?: number; error?: 'ageRequired' | 'ageWhole' | 'ageRange' } {
  const v = text.trim();
  if (v === '') return { error: 'ageRequired' };
  if (!/^\d{1,3}$/.test(v)) return { error: 'ageWhole' };
  const age = Number(v);
  if (age < MIN_AGE || age > MAX_AGE) return { error: 'ageRange' };
  return { age };
}

/**
 * Reads a baby's or toddler's typed age in months, 0 (under a month) to 23 (decision 118), and
 * the whole years it makes: the engine and the contract count years (15 months is 1 year).
 */
export function checkMonths(text: string): {
  months?: number;
  age?: number;
  error?: 'monthsRequired' | 'monthsWhole' | 'monthsRange';
} {
  const v = text.trim();
  if (v === '') return { error: 'monthsRequired' };
  if (!/^\d{1,3}$/.test(v)) return { error: 'monthsWhole' };
  const months = Number(v);
  if (months >= MONTHS_UNDER) return { error: 'monthsRange' };
  return { months, age: Math.floor(months / 12) };
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
