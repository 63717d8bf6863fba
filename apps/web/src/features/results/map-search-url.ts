import type { CareKind, TriageLevel } from '@painpoint/contracts';

/** What "Find labs and clinics near me" searches for: "near me" lets the map place it. */
const LABS = 'diagnostic labs and clinics';

/** What a result's "find care" link searches for, by urgency and, for a visit, by kind of doctor. */
export const CARE_QUERY: Record<Exclude<TriageLevel, 'see-doctor'> | CareKind, string> = {
  emergency: 'emergency department hospital',
  urgent: 'hospital',
  'self-care': 'pharmacy',
  doctor: 'doctor clinic',
  orthopaedic: 'orthopaedic doctor',
  eye: 'eye doctor',
  ent: 'ENT doctor',
  dentist: 'dentist',
  gynaecologist: 'gynaecologist',
  child: 'child specialist paediatrician',
};

/**
 * A map search: Google Maps' documented cross-platform URL, which opens the Maps app on a phone
 * that has it and the website elsewhere. It carries no position: "near me" lets the map ask for
 * the visitor's location itself, so PainPoint never sees it, and the link opens in one tap
 * (decision 030). A town the visitor typed takes the place of "near me"; it goes only to the map.
 */
export function mapSearchUrl(what: string = LABS, town?: string): string {
  const where = town?.trim() ? `in ${town.trim()}` : 'near me';
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${what} ${where}`)}`;
}
