import type { DiagnosisStep } from '@painpoint/contracts';
import type { ModelDisease } from './prior.ts';

/** A made-up place for the model's tests (structure only, not medical content). */
export const toySteps: DiagnosisStep[] = [
  {
    id: 'warning',
    question: 'Any of these?',
    multiple: true,
    dependent_on_any_symptoms: [],
    step_options: [
      { key: 'purple_rash', label: 'Purple rash', red_flag: 'emergency', red_flag_reason: 'Needs help now.' },
      { key: 'none', label: 'None' },
      { key: 'not_sure', label: 'Not sure' },
    ],
  },
  {
    id: 'neck',
    question: 'Can the chin touch the chest?',
    multiple: false,
    dependent_on_any_symptoms: [],
    step_options: [
      { key: 'stiff_neck', label: 'No, the neck is stiff' },
      { key: 'neck_ok', label: 'Yes' },
      { key: 'not_sure', label: 'Not sure' },
    ],
  },
  {
    id: 'ear',
    question: 'Anything from the ear?',
    multiple: false,
    dependent_on_any_symptoms: [],
    step_options: [
      { key: 'ear_discharge', label: 'Fluid from the ear' },
      { key: 'ear_dry', label: 'No' },
      { key: 'not_sure', label: 'Not sure' },
    ],
  },
  {
    id: 'colour',
    question: 'Favourite colour?',
    multiple: false,
    dependent_on_any_symptoms: [],
    step_options: [
      { key: 'red', label: 'Red' },
      { key: 'blue', label: 'Blue' },
      { key: 'not_sure', label: 'Not sure' },
    ],
  },
  {
    id: 'exposures',
    question: 'Any of these before it?',
    multiple: true,
    any_of: true,
    dependent_on_any_symptoms: [],
    step_options: [
      { key: 'swimming', label: 'Swimming' },
      { key: 'cold', label: 'A cold' },
      { key: 'none', label: 'None' },
      { key: 'not_sure', label: 'Not sure' },
    ],
  },
];

const adultRange = { min_age: 0, max_age: 100 };
const weight = { min_weight: 3, max_weight: 150 };

/** A made-up condition of any age, sex and weight, for a test's own place. */
export const toyCondition = (
  name: string,
  triage: ModelDisease['triage'],
  symptoms: ModelDisease['symptoms'],
): ModelDisease => ({ disease_short_name: name, age_range: adultRange, gender: 'any', weight, triage, symptoms });

export const earInfection: ModelDisease = {
  disease_short_name: 'ear_infection',
  age_range: adultRange,
  gender: 'any',
  weight,
  triage: 'see-doctor',
  symptoms: [
    { key: 'ear_discharge', value: 2 },
    { key: 'neck_ok', value: 1 },
    { key: 'stiff_neck', value: -3 },
    { key: 'swimming', value: 3 },
    { key: 'cold', value: 3 },
  ],
};

export const meningitis: ModelDisease = {
  disease_short_name: 'meningitis',
  age_range: adultRange,
  gender: 'any',
  weight,
  triage: 'emergency',
  symptoms: [
    { key: 'stiff_neck', value: 5 },
    { key: 'purple_rash', value: 5 },
    { key: 'ear_discharge', value: 1 },
  ],
};
