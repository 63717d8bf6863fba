import type { LocationKey } from '@painpoint/contracts';
import {
  DANGER_SIGNS,
  WHOLE_BODY,
  diseasesOf,
  withSharedSteps,
  type KnowledgeBase,
  type LocationContent,
} from './load.ts';
import type { ConditionFile, LocationFile, SharedStepsFile } from './schema.ts';
import { conditionTexts, locationTexts, stepTexts, translated, type ContentLanguage } from './translations.ts';

type Step = LocationFile['steps'][number];

/**
 * Steps with their texts from `text` (a path's translation, or its English); anything else a step
 * holds (a whole-body step's `not_at`) is kept, so the places that skip it skip it in every language.
 */
const stepsIn = <S extends Step>(steps: readonly S[], text: (path: string) => string): S[] =>
  steps.map((step) => {
    const at = `steps.${step.id}`;
    return {
      ...step,
      question: text(`${at}.question`),
      ...(step.question_child === undefined ? {} : { question_child: text(`${at}.question_child`) }),
      ...(step.question_other === undefined ? {} : { question_other: text(`${at}.question_other`) }),
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
  });

/** A location file as written, with its texts in `lang` (from its catalogue; a text it lacks stays English). */
function locationIn(file: LocationFile, kb: KnowledgeBase, lang: ContentLanguage): LocationFile {
  const t = translated(locationTexts(file), lang, kb.translations[lang].locations.get(file.location) ?? {});
  const text = (path: string) => t.get(path)!;
  return { ...file, label: text('label'), description: text('description'), steps: stepsIn(file.steps, text) };
}

/** A shared file of steps with its texts in `lang`, translated once for every place. */
function sharedIn<T extends SharedStepsFile>(
  file: T | undefined,
  name: string,
  kb: KnowledgeBase,
  lang: ContentLanguage,
): T | undefined {
  if (!file) return undefined;
  const t = translated(stepTexts(file.steps), lang, kb.translations[lang].shared.get(name) ?? {});
  return { ...file, steps: stepsIn(file.steps, (path) => t.get(path)!) };
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
  const dangerSigns = sharedIn(kb.dangerSigns, DANGER_SIGNS, kb, lang);
  const wholeBody = sharedIn(kb.wholeBody, WHOLE_BODY, kb, lang);
  const locations = new Map<LocationKey, LocationContent>();
  for (const [key, loc] of kb.locations) {
    const own = locationIn(loc.own, kb, lang);
    const file = withSharedSteps(own, dangerSigns, wholeBody, kb.wholeBodyConditions, kb.alsoHurts);
    locations.set(key, { file, own, diseases: diseasesOf(file, conditions) });
  }
  return { ...kb, conditions, locations, dangerSigns, wholeBody };
}
