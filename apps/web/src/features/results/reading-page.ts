import type { Source } from '@painpoint/contracts';

/**
 * Public health bodies that write for patients: the UK, Irish and Indian health services and
 * programmes, WHO, the US public libraries and agencies, and the large patient-facing clinics and
 * charities the knowledge base cites.
 */
const PUBLIC_BODY =
  /\bNHS\b|nidirect|NI Direct|\bHSE\b|World Health Organization|\bWHO\b|\bNCDC\b|National Centre for Disease Control|NCVBDC|NVBDCP|Ministry of Health and Family Welfare|MoHFW|National Health Mission|MedlinePlus|\bCDC\b|Centers for Disease Control|NIDDK|Mayo Clinic|Cleveland Clinic|MSD Manuals? \(?Consumer|Merck Manuals? \(?Consumer|Patient\.info|British Heart Foundation|Asthma \+ Lung UK|Tommy's|KidsHealth|familydoctor\.org|Healthier Together|HealthInfo|Versus Arthritis|Macmillan|Cancer Research UK|Headway|American Heart Association/i;

/** Sources written for clinicians or researchers: true, but not a page to hand a patient. */
const FOR_PROFESSIONALS =
  /Journal|StatPearls|\bNICE\b|RCEMLearning|Royal College|Medscape|\bBMJ\b|Radiopaedia|Professional|Right Decisions|Haz-Map|Reviews|GIRFT|ACEP Now|Guideline|Safety Investigations/i;

/**
 * The page a visitor is sent to read about a condition that has no checked video, chosen from the
 * condition's own sources so there is nothing new to keep in step (decision 087): the first source
 * from a public health body; else the first not written for professionals; else the first source.
 */
export function readingPage(sources: readonly Source[]): Source | undefined {
  return (
    sources.find((s) => PUBLIC_BODY.test(s.organisation) && !FOR_PROFESSIONALS.test(s.organisation)) ??
    sources.find((s) => !FOR_PROFESSIONALS.test(s.organisation)) ??
    sources[0]
  );
}
