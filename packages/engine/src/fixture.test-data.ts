import type { DiagnosisStep } from '@painpoint/contracts';
import type { ScorableDisease } from './score.ts';

/** A small made-up location for engine tests (structure only, not medical content). */
export const steps: DiagnosisStep[] = [
  {
    id: 'warning',
    question: 'Any of these?',
    multiple: true,
    dependent_on_any_symptoms: [],
    step_options: [
      { key: 'collapse', label: 'Collapse', red_flag: 'emergency', red_flag_reason: 'Collapse needs help now.' },
      { key: 'high_fever', label: 'High fever', red_flag: 'urgent', red_flag_reason: 'Fever needs a doctor today.' },
      { key: 'none', label: 'None' },
      { key: 'not_sure', label: 'Not sure' },
    ],
  },
  {
    id: 'onset',
    question: 'How did it start?',
    multiple: false,
    dependent_on_any_symptoms: [],
    step_options: [
      { key: 'sudden', label: 'Suddenly' },
      { key: 'gradual', label: 'Gradually' },
      { key: 'injury', label: 'After an injury' },
      { key: 'not_sure', label: 'Not sure' },
    ],
  },
  {
    id: 'duration',
    question: 'How long has it hurt?',
    multiple: false,
    dependent_on_any_symptoms: [],
    step_options: [
      { key: 'under_2_weeks', label: 'Less than 2 weeks' },
      { key: 'over_2_weeks', label: 'More than 2 weeks', min_triage: 'see-doctor' },
      { key: 'not_sure', label: 'Not sure' },
    ],
  },
  {
    id: 'injury_detail',
    question: 'What happened?',
    multiple: false,
    dependent_on_any_symptoms: ['injury'],
    step_options: [
      { key: 'twist', label: 'Twisted it' },
      { key: 'blow', label: 'A blow' },
      { key: 'not_sure', label: 'Not sure' },
    ],
  },
  {
    id: 'other',
    question: 'Anything else?',
    multiple: true,
    dependent_on_any_symptoms: [],
    step_options: [
      { key: 'swelling', label: 'Swelling' },
      { key: 'stiffness', label: 'Stiffness' },
      { key: 'night_pain', label: 'Pain at night' },
      { key: 'pregnant', label: 'I am pregnant', audience: ['sex_female', 'age_12_plus', 'age_under_56'] },
      { key: 'none', label: 'None' },
      { key: 'not_sure', label: 'Not sure' },
    ],
  },
  {
    id: 'period',
    question: 'Linked to periods?',
    multiple: false,
    dependent_on_any_symptoms: ['sex_female'],
    step_options: [
      { key: 'period_yes', label: 'Yes' },
      { key: 'period_no', label: 'No' },
      { key: 'not_sure', label: 'Not sure' },
    ],
  },
  {
    id: 'older',
    question: 'For women past the menopause: any of these?',
    multiple: false,
    dependent_on_any_symptoms: [],
    audience: ['sex_female', 'age_45_plus'],
    step_options: [
      { key: 'thin_bones', label: 'Thin bones' },
      { key: 'none_older', label: 'No' },
      { key: 'not_sure', label: 'Not sure' },
    ],
  },
];

const any = { gender: 'any' as const, weight: { min_weight: 0, max_weight: 400 } };
export const diseases: ScorableDisease[] = [
  {
    disease_short_name: 'sprain',
    ...any,
    age_range: { min_age: 10, max_age: 60 },
    triage: 'self-care',
    symptoms: [
      { key: 'injury', value: 5 },
      { key: 'twist', value: 4 },
      { key: 'swelling', value: 3 },
      { key: 'collapse', value: -3 },
    ],
  },
  {
    disease_short_name: 'arthritis',
    ...any,
    age_range: { min_age: 30, max_age: 120 },
    typical_age: { min_age: 50, max_age: 120 },
    triage: 'see-doctor',
    symptoms: [
      { key: 'gradual', value: 4 },
      { key: 'stiffness', value: 4 },
      { key: 'swelling', value: 1 },
      { key: 'injury', value: -2 },
      { key: 'thin_bones', value: 3 },
    ],
  },
  {
    disease_short_name: 'bleed',
    ...any,
    age_range: { min_age: 18, max_age: 120 },
    triage: 'emergency',
    symptoms: [
      { key: 'collapse', value: 5 },
      { key: 'sudden', value: 4 },
      { key: 'night_pain', value: 1 },
      { key: 'pregnant', value: 2 },
    ],
  },
  {
    disease_short_name: 'cramps',
    gender: 'female',
    weight: { min_weight: 0, max_weight: 400 },
    age_range: { min_age: 12, max_age: 50 },
    triage: 'self-care',
    symptoms: [
      { key: 'period_yes', value: 5 },
      { key: 'gradual', value: 2 },
      { key: 'period_no', value: -4 },
    ],
  },
];
