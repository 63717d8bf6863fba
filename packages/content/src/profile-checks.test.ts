import { withoutNsaidAdvice, type DiagnosisStep } from '@painpoint/contracts';
import { describe, expect, it } from 'vitest';
import type { LocationContent } from './load.ts';
import {
  checkAudienceWording,
  checkDengueRule,
  checkMotherAndBaby,
  checkProfileFit,
  misfit,
  nsaidAdviceBesideDengue,
  nsaidAdviceOf,
} from './profile-checks.ts';

const option = (key: string, label: string, audience?: string[]) => ({ key, label, ...(audience ? { audience } : {}) });
const step = (
  id: string,
  question: string,
  options: DiagnosisStep['step_options'],
  extra: Partial<DiagnosisStep> = {},
) => ({
  id,
  question,
  multiple: false,
  dependent_on_any_symptoms: [],
  step_options: [...options, option('not_sure', 'Not sure')],
  ...extra,
});
const place = (steps: DiagnosisStep[]): LocationContent => {
  const file = { location: 'hip-groin' as const, label: 'Hip', description: 'A test place', steps, diseases: [] };
  return { file, own: file, diseases: [] };
};
const problems = (steps: DiagnosisStep[]) => {
  const errors: string[] = [];
  checkProfileFit(place(steps), errors);
  return errors;
};

const childbearing = ['sex_female', 'age_12_plus', 'age_under_56'];

const wording = (steps: DiagnosisStep[], lang = 'en') => {
  const errors: string[] = [];
  checkAudienceWording(place(steps), errors, lang);
  return errors;
};

describe('content:check: no period question in pregnancy', () => {
  const cycle = (extra: Partial<DiagnosisStep> = {}) =>
    step(
      'cycle',
      'Is the pain linked to the periods?',
      [option('with_period', 'Yes, with the period'), option('no_link', 'No link')],
      { audience: childbearing, ...extra },
    );

  it('fails a question about periods that a pregnant woman is shown', () => {
    expect(problems([cycle()])).toContainEqual(
      expect.stringContaining('step cycle asks about periods but is shown in month 2 of a pregnancy'),
    );
  });

  it('passes it when only those who are not pregnant are asked', () => {
    const notPregnant = { dependent_on_any_symptoms: ['not_pregnant', 'maybe_pregnant', 'postpartum'] };
    expect(problems([cycle(notPregnant)])).toEqual([]);
  });
});

describe('content:check: questions in the words of whoever answers (decision 068 §1)', () => {
  const swelling = (extra: Partial<DiagnosisStep> = {}, label = 'Swollen') =>
    step('swelling', 'Do you have a swelling?', [option('swollen', label), option('flat', 'Not swollen')], extra);

  it('fails a "you" question a parent or a carer is shown without their words', () => {
    expect(wording([swelling()])).toEqual([
      expect.stringContaining('step swelling asks "you" of a parent answering for a child: add question_child'),
      expect.stringContaining('step swelling asks "you" of someone answering for another person: add question_other'),
    ]);
  });

  it('passes it with both, and asks a step kept from children only for question_other', () => {
    const both = { question_child: 'Does your child have a swelling?', question_other: 'Do they have a swelling?' };
    expect(wording([swelling(both)])).toEqual([]);
    expect(wording([swelling({ audience: ['age_16_plus'], question_other: both.question_other })])).toEqual([]);
  });

  it('fails an answer in the first or second person, in English and in Hindi', () => {
    const neutral = { question: 'Swelling?' };
    expect(wording([swelling(neutral, 'I have a swelling')])).toEqual([
      expect.stringContaining('option swelling.swollen speaks as "I" or "you"'),
    ]);
    expect(wording([swelling(neutral, 'मुझे सूजन है')], 'hi')).toEqual([
      expect.stringContaining('locales/hi/locations/hip-groin.json: option swelling.swollen speaks as "I" or "you"'),
    ]);
    // "आपस" and "अपने आप" are not "you".
    expect(wording([swelling(neutral, 'अपने आप सूज जाना')], 'hi')).toEqual([]);
  });
});

describe('content:check: questions only for the people they fit', () => {
  it('fails a pregnancy question shown to men and to women past child-bearing age', () => {
    const errors = problems([step('preg', 'Could you be pregnant?', [option('yes', 'Yes'), option('no', 'No')])]);
    expect(errors.some((e) => e.includes('step preg is about a female body but is shown to males'))).toBe(true);
    expect(errors.some((e) => e.includes('step preg is about pregnancy or periods'))).toBe(true);
  });

  it('passes the same question with a child-bearing audience', () => {
    expect(
      problems([
        step('preg', 'Could you be pregnant?', [option('yes', 'Yes'), option('no', 'No')], { audience: childbearing }),
      ]),
    ).toEqual([]);
  });

  it('fails a male-only option shown to women, and passes it with an audience', () => {
    const where = (audience?: string[]) =>
      step('where', 'Where is the pain?', [
        option('groin', 'In the groin'),
        option('testicle', 'In a testicle', audience),
        option('thigh', 'Thigh'),
      ]);
    expect(problems([where()])).toEqual([
      expect.stringContaining('option where.testicle is about a male body but is shown to females'),
    ]);
    expect(problems([where(['sex_male'])])).toEqual([]);
  });

  it('fails the vulva shown to males and the foreskin shown to females (the private parts, decision 099)', () => {
    const where = (vulva?: string[], foreskin?: string[]) =>
      step('where', 'Where is it worst?', [
        option('vulva', 'The outer lips or the skin around the opening (the vulva)', vulva),
        option('tip', 'The head of the penis or the foreskin', foreskin),
        option('between', 'The skin between the private parts and the bottom'),
        option('groin', 'In the groin'),
      ]);
    expect(problems([where(undefined, ['sex_male'])])).toEqual([
      expect.stringContaining('option where.vulva is about a female body but is shown to males'),
    ]);
    expect(problems([where(['sex_female'], ['sex_female'])])).toEqual([
      expect.stringContaining('option where.tip is about a male body but is shown to females'),
    ]);
    expect(problems([where(['sex_female'], ['sex_male'])])).toEqual([]);
  });

  it('follows branching: a step opened only by a gated option is not shown to others', () => {
    const opener = step('opener', 'Any of these?', [
      option('lump', 'A lump'),
      option('ache', 'An ache'),
      option('testicle', 'Testicle pain', ['sex_male']),
    ]);
    const detail = step('detail', 'Is the scrotum red?', [option('red', 'Red'), option('calm', 'Not red')], {
      dependent_on_any_symptoms: ['testicle'],
    });
    expect(problems([opener, detail])).toEqual([]);
    const leaky = step('detail', 'Is the scrotum red?', [option('red', 'Red'), option('calm', 'Not red')], {
      dependent_on_any_symptoms: ['lump'],
    });
    expect(problems([opener, leaky]).some((e) => e.includes('step detail is about a male body'))).toBe(true);
  });

  it('fails a step left with no real choice for some visitors', () => {
    const errors = problems([
      step('q', 'How is it?', [option('a', 'Bad', ['sex_male']), option('b', 'Worse', ['sex_male'])]),
    ]);
    expect(errors.some((e) => e.includes('fewer than two answers'))).toBe(true);
  });

  it('reads sex-specific words, not look-alikes', () => {
    expect(misfit('Pain in the ball of the foot', 'female', 30)).toBeUndefined();
    expect(misfit('Is the pain linked to your periods?', 'male', 30)).toBeDefined();
    expect(misfit('Is the pain linked to your periods?', 'female', 30)).toBeUndefined();
    expect(misfit('Is the pain linked to your periods?', 'female', 70)).toBeDefined();
  });

  it('keeps questions about sex, tobacco, alcohol and drugs from young children', () => {
    expect(misfit('A new sexual partner in the last few months', 'male', 6)).toMatch(/at age 6/);
    expect(misfit('I drink alcohol most days', 'female', 0)).toBeDefined();
    expect(misfit('Medicines like codeine', 'female', 11)).toBeDefined();
    expect(misfit('A new sexual partner in the last few months', 'male', 12)).toBeUndefined();
    expect(misfit('I smoke', 'female', 16)).toBeUndefined();
    // A description, not a question about smoking.
    expect(misfit('A black scab like a cigarette burn', 'female', 3)).toBeUndefined();
  });

  it('keeps adults-only conditions, operations and work from children', () => {
    expect(misfit('Thin bones (osteoporosis)', 'female', 5)).toBeDefined();
    expect(misfit('A hip replacement at any time', 'male', 7)).toBeDefined();
    expect(misfit('An enlarged prostate', 'male', 6)).toBeDefined();
    expect(misfit('Heavy lifting at work', 'male', 17)).toBeDefined();
    expect(misfit('Thin bones (osteoporosis)', 'female', 18)).toBeUndefined();
    // Children have brittle bones too.
    expect(misfit('Weak bones, or a bone broken in a small fall', 'male', 6)).toBeUndefined();
  });

  it('walks every age from birth to 100, so a question shown only to babies is still checked', () => {
    const errors = problems([
      step('q', 'Anything else?', [
        option('a', 'A new sexual partner', ['age_under_1']),
        option('b', 'Fever'),
        option('c', 'Rash'),
      ]),
    ]);
    expect(errors.some((e) => e.includes('option q.a') && e.includes('aged 0'))).toBe(true);
  });
});

describe('content:check: the dengue rule', () => {
  const condition = (advice: Partial<Record<'when' | 'flag' | 'test' | 'treatment', string>>) =>
    new Map([
      [
        'flu',
        {
          treatments: [advice.treatment ?? 'Rest and fluids'],
          self_care: [],
          when_to_seek_care: advice.when ?? 'If worse.',
          red_flags: advice.flag ? [advice.flag] : [],
          tests: advice.test ? [{ name: 'Blood count', purpose: advice.test }] : [],
        },
      ],
    ]);
  const run = (advice: Parameters<typeof condition>[0], reason?: string) => {
    const errors: string[] = [];
    checkDengueRule(condition(advice), reason ? [{ where: 'knee q/a', reason }] : [], errors);
    return errors;
  };

  it('fails an NSAID where the guard cannot leave it out: when to get help, warning signs, tests', () => {
    expect(run({ when: 'Take ibuprofen and see a doctor if it lasts.' })).toHaveLength(1);
    expect(run({ flag: 'Chest pain: chew an aspirin while you wait.' })).toHaveLength(1);
    expect(run({ test: 'To see if diclofenac is safe for you.' })).toHaveLength(1);
    expect(run({}, 'Combiflam from the chemist, then call 108.')).toHaveLength(1);
  });

  it('leaves treatments and self-care to the guard, and passes paracetamol and warnings against NSAIDs', () => {
    expect(run({ treatment: 'Ibuprofen or paracetamol can ease the aches.' })).toEqual([]);
    expect(run({ when: 'Paracetamol for fever; see a doctor if it lasts.' })).toEqual([]);
    expect(run({ flag: 'Do not take ibuprofen, aspirin or diclofenac: they can cause bleeding in dengue.' })).toEqual(
      [],
    );
  });
});

describe('the dengue guard on one result', () => {
  const facts = new Map([
    [
      'sprain',
      {
        treatments: ['Ibuprofen gel can ease the pain.', 'A support bandage.'],
        self_care: ['Rest, ice and raise it.', 'Take aspirin if it hurts.'],
        when_to_seek_care: 'If you cannot walk.',
        red_flags: [],
        tests: [],
      },
    ],
  ]);

  it('marks the lines that suggest an NSAID by position', () => {
    expect(nsaidAdviceOf(facts.get('sprain')!)).toEqual({ treatments: [0], self_care: [1] });
    expect(nsaidAdviceOf({ treatments: ['Paracetamol.'], self_care: [] })).toBeUndefined();
  });

  it('reads a warning only when it comes before the medicine', () => {
    const marked = (line: string) => nsaidAdviceOf({ treatments: [line], self_care: [] });
    expect(marked('Paracetamol or ibuprofen, as the pack advises (aspirin is not for children under 16)')).toEqual({
      treatments: [0],
      self_care: [],
    });
    expect(marked('Paracetamol only; no ibuprofen or aspirin')).toBeUndefined();
    expect(marked('Avoid ibuprofen in pregnancy unless a doctor says so')).toBeUndefined();
  });

  it('finds nothing once the guard has left them out, and only when dengue is ranked', () => {
    const ranked = [{ disease_short_name: 'sprain' }, { disease_short_name: 'dengue' }];
    expect(nsaidAdviceBesideDengue(ranked, facts)).toEqual([]);
    expect(nsaidAdviceBesideDengue(ranked, facts, ['Chew an aspirin now.'])).toHaveLength(1);
    const guarded = withoutNsaidAdvice({ ...facts.get('sprain')!, nsaid_advice: nsaidAdviceOf(facts.get('sprain')!) });
    expect(guarded.treatments).toEqual(['A support bandage.']);
    expect(guarded.self_care).toEqual(['Rest, ice and raise it.']);
  });
});

describe('content:check: answers that bring up the mother-and-baby ambulance (102)', () => {
  const check = (steps: DiagnosisStep[], yes: string[], no: string[] = []) => {
    const errors: string[] = [];
    checkMotherAndBaby([['hip-groin', place(steps)]], errors, { yes, no });
    return errors;
  };
  const pregnancy = step('risk', 'Does any of this apply?', [
    option('risk_pregnant', 'I am pregnant'),
    option('risk_baby', 'I had a baby in the last 6 weeks'),
    option('risk_smoke', 'I smoke'),
  ]);

  it('fails on an option about pregnancy that neither list names', () => {
    const errors = check([pregnancy], ['risk_pregnant']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('option risk_baby is about pregnancy');
  });

  it('fails on a listed key that no place asks', () => {
    const errors = check([pregnancy], ['risk_pregnant', 'risk_baby', 'gone_pregnant']);
    expect(errors).toEqual(['constants.ts: MOTHER_AND_BABY lists name gone_pregnant, which no place asks']);
  });

  it('counts every answer to a question about pregnancy, whatever its words', () => {
    const asked = step('preg', 'Could you be pregnant?', [option('preg_yes', 'Yes'), option('preg_no', 'No')]);
    expect(check([asked], ['preg_yes'])).toEqual([expect.stringContaining('option preg_no is about pregnancy')]);
    expect(check([asked], ['preg_yes'], ['preg_no'])).toEqual([]);
  });

  it('passes when every pregnancy option is sorted into one list or the other', () => {
    expect(check([pregnancy], ['risk_pregnant'], ['risk_baby'])).toEqual([]);
  });
});
