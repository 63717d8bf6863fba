import type { Illness, Medicine } from './constants.ts';

// A module of its own, so that only what shows or prints them loads them (the engine's health
// questions, the English catalogue of the check, the tools), not every page that reads a constant.

/**
 * The illnesses in English as the site offers them, one wording for the site's catalogue and the
 * tools that write cases from the questions (`npm run questions`); other languages are in the web
 * app's catalogues.
 */
export const ILLNESS_LABELS: Readonly<Record<Illness, string>> = {
  diabetes: 'Sugar (diabetes)',
  sickle_cell: 'Sickle cell disease (blood is “SS” type)',
  heart_disease: 'Heart disease (angina, or a past heart attack)',
  high_bp: 'High blood pressure',
  tb: 'TB, now or in the past',
  hiv: 'HIV',
  kidney_disease: 'Kidney disease',
  thyroid: 'Thyroid problem (low or high thyroid)',
  asthma: 'Asthma',
  epilepsy: 'Epilepsy (fits that come back)',
  cerebral_palsy: 'Cerebral palsy',
  high_cholesterol: 'High cholesterol',
  weak_bones: 'Weak, thin bones (osteoporosis)',
  filaria: 'Filaria (such as elephant leg)',
  heavy_drinking: 'Drinks a lot of alcohol',
  other: 'Another long-term illness',
  none: 'None',
  not_sure: 'Don’t know',
};
/** Heart disease worded for a child (decision 122): one born with, or rheumatic; not angina. */
export const HEART_DISEASE_CHILD_LABEL = 'Heart disease (born with a heart problem, or rheumatic heart disease)';

/** The medicines in English as the site offers them (as ILLNESS_LABELS). */
export const MEDICINE_LABELS: Readonly<Record<Medicine, string>> = {
  bp: 'For blood pressure (such as Telma, Amlodipine)',
  sugar: 'For sugar (such as metformin or insulin)',
  blood_thinner: 'To thin the blood (such as Ecosprin, warfarin)',
  steroids: 'Steroids (such as prednisolone, Wysolone)',
  painkillers: 'Painkillers most days',
  thyroid: 'For thyroid (such as Thyronorm, Eltroxin)',
  fits: 'For fits (such as Eptoin, Valparin, Levipil)',
  statin: 'For cholesterol (a statin, such as atorvastatin)',
  calcium: 'Calcium (such as Shelcal)',
  iron: 'Iron tablets or syrup',
  folic_acid: 'Folic acid',
  hydroxyurea: 'Hydroxyurea (for sickle cell)',
  inhaler: 'An inhaler (pump) for breathing',
  ayurvedic: 'Ayurvedic or home-made powders or tablets',
  acid: 'For acidity, even if only when needed (such as pantoprazole, Gelusil)',
  other: 'Another medicine',
  unknown: 'Takes tablets but does not know which',
  none: 'None',
};
