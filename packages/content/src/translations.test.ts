import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.ts';
import { checkServedContent } from './served-checks.ts';
import { checkTranslations, COMPLETE_LANGUAGES } from './translation-checks.ts';
import { inLanguage } from './in-language.ts';
import { loadKnowledgeBase, type KnowledgeBase } from './load.ts';
import { catalogueProblems, conditionTexts, locationTexts, translated, updateCatalogue } from './translations.ts';

const kb = loadKnowledgeBase();

/** The knowledge base with one location's and one condition's catalogues replaced. */
function withCatalogues(base: KnowledgeBase, location: Record<string, string>, condition: Record<string, string>) {
  const knee = base.locations.get('knee')!.own;
  const name = base.locations.get('knee')!.diseases[0]!.disease_short_name;
  const entries = (texts: [string, string][], hi: Record<string, string>) =>
    Object.fromEntries(texts.filter(([p]) => p in hi).map(([p, en]) => [p, { en, hi: hi[p]! }]));
  const locations = new Map(base.translations.hi.locations);
  locations.set('knee', entries(locationTexts(knee), location));
  const conditions = new Map(base.translations.hi.conditions);
  conditions.set(name, entries(conditionTexts(base.conditions.get(name)!), condition));
  return {
    kb: { ...base, translations: { hi: { locations, conditions, shared: base.translations.hi.shared } } },
    name,
  };
}

describe('translation catalogues', () => {
  const texts: [string, string][] = [
    ['a', 'Call 112 or 108 now.'],
    ['b', 'Rest for 2 days.'],
  ];

  it('keep a translation while its English is unchanged, and ask again when it changes', () => {
    const first = updateCatalogue(texts, 'hi', { a: { en: 'Call 112 or 108 now.', hi: 'अभी 112 या 108 पर कॉल करें।' } });
    expect(first['a']).toEqual({ en: 'Call 112 or 108 now.', hi: 'अभी 112 या 108 पर कॉल करें।' });
    expect(first['b']).toEqual({ en: 'Rest for 2 days.', hi: '' });
    const changed = updateCatalogue([['a', 'Call 112 now.']], 'hi', first);
    expect(changed['a']).toEqual({ en: 'Call 112 now.', hi: '', hi_was: 'अभी 112 या 108 पर कॉल करें।' });
  });

  it('report a text not translated, out of date, without Devanagari, or missing a number', () => {
    const { missing, problems } = catalogueProblems(texts, 'hi', {
      a: { en: 'Call 112 or 108 now.', hi: 'अभी 112 पर कॉल करें।' },
      b: { en: 'Rest for 3 days.', hi: '3 दिन आराम करें।' },
      c: { en: 'Gone', hi: 'गया' },
    });
    expect(missing).toEqual(['b']);
    expect(problems).toEqual(['c: no such text any more (run content:i18n)', 'a: the number 108 is missing']);
    expect(catalogueProblems([['a', 'Rest.']], 'hi', { a: { en: 'Rest.', hi: 'Rest.' } }).problems).toEqual([
      'a: has no Devanagari',
    ]);
  });

  it('leave a text in English where its translation is missing or out of date', () => {
    const t = translated(texts, 'hi', { a: { en: 'Call 112 now.', hi: 'अभी 112 पर कॉल करें।' } });
    expect([...t.values()]).toEqual(['Call 112 or 108 now.', 'Rest for 2 days.']);
  });
});

describe('the knowledge base in Hindi', () => {
  it('is complete, and the check fails on a text without its translation or with a number lost', () => {
    expect(COMPLETE_LANGUAGES).toContain('hi');
    const errors: string[] = [];
    const [report] = checkTranslations(kb, errors, []);
    expect(errors).toEqual([]);
    expect(report!.translated).toBe(report!.texts);
    // One text blanked, an emergency text with its ambulance number dropped.
    const knee = kb.translations.hi.locations.get('knee')!;
    const first = Object.keys(knee)[0]!;
    const second = Object.keys(knee).find((p) => /108/.test(knee[p]!.en!))!;
    const broken = {
      ...knee,
      [first]: { ...knee[first]!, hi: '' },
      [second]: { ...knee[second]!, hi: knee[second]!.hi!.replaceAll('108', '') },
    };
    const locations = new Map(kb.translations.hi.locations).set('knee', broken);
    const failing: string[] = [];
    checkTranslations({ ...kb, translations: { hi: { ...kb.translations.hi, locations } } }, failing, []);
    expect(failing).toEqual([
      `locales/hi/locations/knee.json: ${second}: the number 108 is missing`,
      `locales/hi/locations/knee.json: ${first}: not translated`,
    ]);
  });

  const knee = kb.locations.get('knee')!.own;
  const step = knee.steps[0]!;
  const option = step.step_options[0]!;
  const { kb: translatedKb, name } = withCatalogues(
    kb,
    {
      label: 'घुटना',
      [`steps.${step.id}.question`]: 'दर्द कैसे शुरू हुआ?',
      [`steps.${step.id}.options.${option.key}.label`]: 'अचानक',
    },
    { disease_name: 'घुटने की बीमारी (test)' },
  );
  const hi = inLanguage(translatedKb, 'hi');

  it('has the translated texts, and English where a text has no translation yet', () => {
    const file = hi.locations.get('knee')!.own;
    expect(file.label).toBe('घुटना');
    expect(file.steps[0]!.question).toBe('दर्द कैसे शुरू हुआ?');
    expect(file.steps[0]!.step_options[0]!.label).toBe('अचानक');
    expect(file.steps[1]!.question).toBe(knee.steps[1]!.question);
    // The shared danger signs are asked in Hindi at every place, from their own catalogue.
    const asked = hi.locations.get('knee')!.file.steps.find((s) => s.id === 'danger_adult_1')!;
    expect(asked.question).toBe('क्या इनमें से कुछ अभी हो रहा है?');
    expect(hi.conditions.get(name)!.disease_name).toBe('घुटने की बीमारी (test)');
    // A location's diseases carry the condition's translated name too.
    expect(hi.locations.get('knee')!.diseases.find((d) => d.disease_short_name === name)!.disease_name).toBe(
      'घुटने की बीमारी (test)',
    );
  });

  it('keeps every key, weight, audience, red flag and triage: only texts change', () => {
    const strip = (v: unknown): unknown =>
      JSON.parse(
        JSON.stringify(v, (key, value: unknown) =>
          [
            'label',
            'description',
            'question',
            'question_child',
            'question_other',
            'help',
            'red_flag_reason',
            'disease_name',
          ].includes(key)
            ? ''
            : value,
        ),
      );
    for (const [key, loc] of kb.locations) {
      expect(strip(hi.locations.get(key)), key).toEqual(strip(loc));
    }
  });

  it('asks, ranks and triages the clinical cases exactly as in English', () => {
    // Every text in Hindi that has a translation; the scores must not move by a hair. The previous
    // test holds every weight, key and level of every place equal, so this one proves the engine
    // reads no text: four cases of each place of two sets, every place walked (issue 49: the whole
    // sets took 25 s for what a text read would show at any place).
    const full = inLanguage(kb, 'hi');
    const sample = (set: 'authors' | 'blind2') =>
      new Map(
        [...kb.caseSets[set]].map(([place, file]) => [place, { ...file, cases: file.cases.slice(0, 4) }] as const),
      );
    const scoring = (outcomes: ReturnType<typeof evaluate>['outcomes']) =>
      outcomes.map((o) => ({
        case: o.case.id,
        questions: o.questions,
        rank: o.rank,
        triage: o.triage,
        from: o.assessment.triage_from,
        ranked: o.assessment.ranked.map((r) => [r.disease_short_name, r.final_score, r.triage]),
      }));
    for (const set of ['authors', 'blind2'] as const) {
      const cases = sample(set);
      expect(cases.size).toBe(kb.caseSets[set].size);
      expect(scoring(evaluate(full, undefined, cases).outcomes)).toEqual(
        scoring(evaluate(kb, undefined, cases).outcomes),
      );
    }
  });
});

describe('what the API serves, in every language', () => {
  it('is read without a problem by the contract the web app uses', () => {
    expect(checkServedContent(kb)).toEqual([]);
  });

  it('fails the check where a translation is longer than the contract allows', () => {
    const step = kb.locations.get('knee')!.file.steps[0]!;
    const { kb: long } = withCatalogues(kb, { [`steps.${step.id}.question`]: 'क'.repeat(601) }, {});
    expect(checkServedContent(long)).toEqual([`hi: steps of knee: 0.question: too_big (at most 600)`]);
  });
});
