import type { LocationKey } from '@painpoint/contracts';
import { DANGER_SIGNS, diseasesOf, type KnowledgeBase, type LocationContent } from './load.ts';
import type { ConditionFile, LocationFile } from './schema.ts';
import { conditionTexts, locationTexts, translated, type ContentLanguage } from './translations.ts';

/** A location file with its texts in `lang` (from its catalogue; a text it lacks stays English). */
function locationIn(file: LocationFile, kb: KnowledgeBase, lang: ContentLanguage): LocationFile {
  const catalogue = {
    ...kb.translations[lang].shared.get(DANGER_SIGNS),
    ...kb.translations[lang].locations.get(file.location),
  };
  const t = translated(locationTexts(file), lang, catalogue);
  const text = (path: string) => t.get(path)!;
  return {
    ...file,
    label: text('label'),
    description: text('description'),
    steps: file.steps.map((step) => {
      const at = `steps.${step.id}`;
      return {
        ...step,
        question: text(`${at}.question`),
        ...(step.help === undefined ? {} : { help: text(`${at}.help`) }),
        step_options: step.step_options.map((option) => {
          const o = `${at}.options.${option.key}`;
          return {
            ...option,
            label: text(`${o}.label`),
            ...(option.red_flag_reason === undefined ? {} : { red_flag_reason: text(`${o}.red_flag_reason`) }),
          };
        }),
      };
    }),
  };
}

/** A condition file with its texts in `lang`; sources and videos stay as they are (English pages). */
function conditionIn(file: ConditionFile, kb: KnowledgeBase, lang: ContentLanguage): ConditionFile {
  const t = translated(conditionTexts(file), lang, kb.translations[lang].conditions.get(file.disease_short_name) ?? {});
  const text = (path: string) => t.get(path)!;
  return {
    ...file,
    disease_name: text('disease_name'),
    description: text('description'),
    red_flags: file.red_flags.map((_, i) => text(`red_flags.${i}`)),
    tests: file.tests.map((test, i) => ({
      ...test,
      name: text(`tests.${i}.name`),
      purpose: text(`tests.${i}.purpose`),
    })),
    treatments: file.treatments.map((_, i) => text(`treatments.${i}`)),
    self_care: file.self_care.map((_, i) => text(`self_care.${i}`)),
    when_to_seek_care: text('when_to_seek_care'),
  };
}

/**
 * The knowledge base as read in `lang`: the same questions, options, conditions, weights, triage
 * and audiences, only the texts a visitor reads are translated. Scoring cannot differ by language:
 * nothing it reads is a text.
 */
export function inLanguage(kb: KnowledgeBase, lang: ContentLanguage): KnowledgeBase {
  const conditions = new Map([...kb.conditions].map(([name, c]) => [name, conditionIn(c, kb, lang)]));
  const locations = new Map<LocationKey, LocationContent>();
  for (const [key, loc] of kb.locations) {
    const file = locationIn(loc.file, kb, lang);
    locations.set(key, { file, own: locationIn(loc.own, kb, lang), diseases: diseasesOf(file, conditions) });
  }
  return { ...kb, conditions, locations };
}
