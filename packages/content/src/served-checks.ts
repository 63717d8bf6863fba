import { ConditionDetail, DiagnosisStep, Disease } from '@painpoint/contracts';
import { z } from 'zod/mini';
import { inLanguage } from './in-language.ts';
import type { KnowledgeBase } from './load.ts';
import { CONTENT_LANGUAGES } from './translations.ts';

const STEPS = z.array(DiagnosisStep);
const DISEASES = z.array(Disease);

/** Each problem of `value` against `schema`, as "where: what" with the offending field's path. */
function problems(schema: z.ZodMiniType, value: unknown, where: string): string[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => {
    const bound =
      'maximum' in i ? ` (at most ${String(i.maximum)})` : 'minimum' in i ? ` (at least ${String(i.minimum)})` : '';
    return `${where} ${i.path.join('.')}: ${i.code}${bound}`;
  });
}

/**
 * What the API serves, in every language, checked against the contract the web app reads it with
 * (the same schemas): a translation longer than the contract allows would be served, then refused
 * by every browser, and that place's questions would not load in that language at all.
 */
export function checkServedContent(kb: KnowledgeBase): string[] {
  const errors: string[] = [];
  for (const lang of ['en' as const, ...CONTENT_LANGUAGES]) {
    const served = lang === 'en' ? kb : inLanguage(kb, lang);
    for (const [key, loc] of served.locations) {
      errors.push(...problems(STEPS, loc.file.steps, `${lang}: steps of ${key}:`));
      errors.push(...problems(DISEASES, loc.diseases, `${lang}: diseases of ${key}:`));
    }
    for (const c of served.conditions.values()) {
      const { videos: _videos, ...facts } = c;
      errors.push(
        ...problems(ConditionDetail, { ...facts, locations: [] }, `${lang}: condition ${c.disease_short_name}:`),
      );
    }
  }
  return errors;
}
