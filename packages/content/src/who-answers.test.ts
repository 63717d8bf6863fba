import type { DiagnosisStep } from '@painpoint/contracts';
import { describe, expect, it } from 'vitest';
import { checkWhoAnswers, whoAnswersProblems } from './who-answers.ts';

const step = (options: DiagnosisStep['step_options'], question = 'What is it like?'): DiagnosisStep => ({
  id: 'feel',
  question,
  multiple: false,
  dependent_on_any_symptoms: [],
  step_options: [...options, { key: 'not_sure', label: 'Not sure' }],
});

const ids = (steps: DiagnosisStep[]) => whoAnswersProblems('head', steps).map((p) => p.id);

describe('content:check: questions for whoever answers (issue 51)', () => {
  it('fails a pain-feeling option shown to a baby', () => {
    expect(ids([step([{ key: 'throb', label: 'Throbbing, like a heartbeat' }])])).toContain('head/feel/throb@baby');
  });

  it('passes it when it is shown from age 3 only', () => {
    const s = step([{ key: 'throb', label: 'Throbbing, like a heartbeat', audience: ['age_3_plus'] }]);
    expect(ids([s]).filter((id) => id.endsWith('@baby'))).toEqual([]);
  });

  it('fails ringing in the ears and a mirror for a baby, and a question that asks them', () => {
    expect(ids([step([{ key: 'ring', label: 'Ringing in the ear' }])])).toContain('head/feel/ring@baby');
    expect(ids([step([{ key: 'red', label: 'Red' }], 'What is seen (use a torch and a mirror)?')])).toContain(
      'head/feel/question@baby',
    );
  });

  it('fails the worst pain ever felt for a baby, but not what others in the house feel', () => {
    expect(ids([step([{ key: 'worst', label: 'Very bad pain, the worst ever felt' }])])).toContain(
      'head/feel/worst@baby',
    );
    expect(ids([step([{ key: 'others', label: 'Others in the same house feel dizzy at the same time' }])])).toEqual([]);
  });

  it('fails a question about the sex life shown to a parent or a relative, and passes it for the person only', () => {
    const risk = (audience?: string[]) =>
      step([
        { key: 'partner', label: 'A new sexual partner in the last few months', ...(audience ? { audience } : {}) },
      ]);
    const privateOnes = (steps: DiagnosisStep[]) => ids(steps).filter((id) => id.endsWith('@private'));
    expect(privateOnes([risk()])).toEqual(['head/feel/partner@private']);
    expect(privateOnes([risk(['age_12_plus'])])).toEqual(['head/feel/partner@private']);
    expect(privateOnes([risk(['age_12_plus', 'for_self'])])).toEqual([]);
    // Sex named as one occasion among others the family can see is not private.
    expect(
      privateOnes([step([{ key: 'effort', label: 'Started during hard effort, lifting, straining or sex' }])]),
    ).toEqual([]);
  });

  it('fails "what does the pain feel like" for another adult unless the family has an option', () => {
    const adult = (extra: DiagnosisStep['step_options']) =>
      step([{ key: 'throb', label: 'Throbbing', audience: ['age_3_plus'] }, ...extra], 'What does the pain feel like?');
    const other = (steps: DiagnosisStep[]) => ids(steps).filter((id) => id.endsWith('@other'));
    expect(other([adult([])])).toEqual(['head/feel/question@other']);
    expect(
      other([
        adult([{ key: 'winces', label: 'Winces or cries out when the head is touched', audience: ['for_other'] }]),
      ]),
    ).toEqual([]);
  });

  it('fails each question a family cannot answer', () => {
    const found = whoAnswersProblems('head', [step([{ key: 'throb', label: 'Throbbing' }])]);
    const errors: string[] = [];
    checkWhoAnswers(found, errors);
    expect(errors).toEqual([
      'head/feel/throb: "Throbbing" is asked of a child under 3, who cannot say it; ask what the family sees',
    ]);
  });
});
