import type { Sex } from '@painpoint/contracts';
import { SEXES } from '@painpoint/contracts/constants';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { ageOf, useAnswers } from '../../../domain/answers-store.ts';
import { resumePath } from '../../../domain/flow.ts';
import { FlowHeader } from '../../../components/flow-header.tsx';
import { ChoiceField, Field } from '../../../components/form/field.tsx';
import { checkAge, checkWeight } from '../age-weight.ts';
import { useSavedProfile } from '../use-saved-profile.ts';

type Errors = Partial<Record<'sex' | 'age' | 'weight', string>>;

/**
 * /weight-age (sex already known from the figure) and /gender-age-weight (sex asked too, e.g. to
 * change it later). Validation runs on submit and names each problem next to its field.
 */
export function AgeWeightPage({ askSex }: { askSex: boolean }) {
  const { t } = useTranslation('assessment');
  const answers = useAnswers((s) => s.answers);
  const setProfile = useAnswers((s) => s.setProfile);
  const navigate = useNavigate();
  const id = useId();
  const [sex, setSex] = useState<Sex | undefined>(answers.sex);
  const [age, setAge] = useState(() => String(ageOf(answers) ?? ''));
  const [weight, setWeight] = useState(() => String(answers.weight ?? ''));
  // Many parents of small children, and many adults, do not know a weight in kilograms.
  const [weightUnknown, setWeightUnknown] = useState(() => answers.weight_unknown === true);
  const [errors, setErrors] = useState<Errors>({});
  // Who answers changes only the words here; the questions themselves adapt to the age given.
  const [forWhom, setForWhom] = useState<'self' | 'other'>(() => ((ageOf(answers) ?? 18) < 16 ? 'other' : 'self'));
  const typedAge = checkAge(age).age;
  const saved = useSavedProfile();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const a = checkAge(age);
    const w = weightUnknown ? { weight: undefined } : checkWeight(weight);
    const next: Errors = {};
    if (askSex && !sex) next.sex = t('profile.sexRequired');
    if (a.error) next.age = t(`profile.${a.error}`);
    if (w.error) next.weight = t(`profile.${w.error}`);
    setErrors(next);
    if (Object.keys(next).length > 0 || a.age === undefined || (!weightUnknown && w.weight === undefined)) {
      // Focus the first field with a problem, so keyboard and screen-reader users land on it.
      const first = (['sex', 'age', 'weight'] as const).find((f) => next[f]);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setProfile({ age: a.age, weight: w.weight, ...(askSex && sex ? { sex } : {}) });
    void navigate(resumePath(useAnswers.getState().answers));
  };

  const numberField = (
    f: 'age' | 'weight',
    inputMode: 'numeric' | 'decimal',
    maxLength: number,
    value: string,
    onChange: (v: string) => void,
    disabled = false,
  ) => (
    <Field
      id={`${id}-${f}`}
      label={forWhom === 'other' ? t(f === 'age' ? 'profile.ageOther' : 'profile.weightOther') : t(`profile.${f}`)}
      error={errors[f]}
    >
      {(control) => (
        <input
          {...control}
          name={f}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          maxLength={maxLength}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <div className="container flow">
      <FlowHeader title={askSex ? t('profile.titleWithSex') : t('profile.title')} lead={t('profile.lead')}>
        {saved && (
          <p className="flow-note">
            {t('profile.fromProfile', {
              age: saved.age_range,
              build: t(`profile.bodyTypes.${saved.body_type}`),
            })}
          </p>
        )}
      </FlowHeader>
      <form className="form" noValidate onSubmit={submit}>
        {askSex ? (
          <ChoiceField
            id={`${id}-sex`}
            name="sex"
            legend={t('profile.sex')}
            options={SEXES.map((s) => ({ value: s, label: t(`profile.${s}`) }))}
            value={sex}
            onChange={setSex}
            error={errors.sex}
          />
        ) : null}
        <ChoiceField
          id={`${id}-for`}
          name="for-whom"
          legend={t('profile.forWhom')}
          options={[
            { value: 'self' as const, label: t('profile.forSelf') },
            { value: 'other' as const, label: t('profile.forOther') },
          ]}
          value={forWhom}
          onChange={setForWhom}
        />
        {numberField('age', 'numeric', 3, age, setAge)}
        {forWhom === 'other' || (typedAge !== undefined && typedAge < 16) ? (
          <p className="notice child-notice">{t('profile.childNotice')}</p>
        ) : null}
        {numberField('weight', 'decimal', 6, weightUnknown ? '' : weight, setWeight, weightUnknown)}
        <div className="field">
          <label className="consent-check">
            <input
              type="checkbox"
              name="weight-unknown"
              checked={weightUnknown}
              aria-describedby={`${id}-weight-unknown-hint`}
              onChange={(e) => {
                setWeightUnknown(e.target.checked);
                setErrors(({ weight: _, ...rest }) => rest);
              }}
            />
            <span>{t('profile.weightUnknown')}</span>
          </label>
          <p id={`${id}-weight-unknown-hint`} className="field-hint">
            {t('profile.weightUnknownHint')}
          </p>
        </div>
        <button type="submit" className="button button-large">
          {t('profile.continue')}
        </button>
      </form>
    </div>
  );
}
