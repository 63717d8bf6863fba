import type { Sex } from '@painpoint/contracts';
import { SEXES } from '@painpoint/contracts/constants';
import { PREGNANCY_STATUSES } from '@painpoint/contracts/constants';
import { pregnancyAsked, type Pregnancy } from '@painpoint/engine';
import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { ageOf, monthsOf, useAnswers } from '../../../domain/answers-store.ts';
import { resumePath } from '../../../domain/flow.ts';
import { FlowHeader } from '../../../domain/flow/flow-header.tsx';
import { ChoiceField, Field, ManyChoiceField } from '../../../components/form/field.tsx';
import { checkAge, checkMonths, checkWeight, healthChoices, illnessWording, keptChoices } from '../age-weight.ts';
import { toggleOption } from '../toggle-option.ts';
import type { Illness, Medicine } from '@painpoint/contracts/constants';
import { useSavedProfile } from '../use-saved-profile.ts';

type Errors = Partial<Record<'sex' | 'age' | 'weight' | 'pregnancy' | 'month', string>>;
type AgeUnit = 'years' | 'months';
const AGE_UNITS: readonly AgeUnit[] = ['years', 'months'];
type Status = Pregnancy['status'];

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
  // A parent (or whoever answers for someone else) may give a baby's or toddler's age in months
  // (decision 118); it is kept as whole years for the contract and the engine.
  const [unit, setUnit] = useState<AgeUnit>(() => (monthsOf(answers) === undefined ? 'years' : 'months'));
  const [age, setAge] = useState(() => String(monthsOf(answers) ?? ageOf(answers) ?? ''));
  const [weight, setWeight] = useState(() => String(answers.weight ?? ''));
  // Many parents of small children, and many adults, do not know a weight in kilograms.
  const [weightUnknown, setWeightUnknown] = useState(() => answers.weight_unknown === true);
  const [errors, setErrors] = useState<Errors>({});
  // Who answers (asked on the figure page) sets the words; the questions adapt to the age given.
  const who = answers.for ?? 'self';
  const [status, setStatus] = useState<Status | undefined>(answers.pregnancy?.status);
  const [month, setMonth] = useState(() => String(answers.pregnancy?.months ?? ''));
  const [breastfeeding, setBreastfeeding] = useState(answers.breastfeeding === true);
  // Long-term illnesses and daily medicines (decision 092): optional, never in the way of "Next".
  const [illnesses, setIllnesses] = useState<readonly Illness[]>(answers.illnesses ?? []);
  const [medicines, setMedicines] = useState<readonly Medicine[]>(answers.medicines ?? []);
  const asksUnit = who !== 'self';
  const inMonths = asksUnit && unit === 'months';
  const readAge = () => (inMonths ? checkMonths(age) : checkAge(age));
  const typedAge = readAge().age;
  const offered = healthChoices(who, typedAge);
  // Asked of a female of child-bearing age (decision 068 §2), once the age shows it fits.
  const asksPregnancy =
    (askSex ? sex : answers.sex) === 'female' &&
    typedAge !== undefined &&
    pregnancyAsked({ sex: 'female', age: typedAge, for: who });
  const saved = useSavedProfile();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const a = readAge();
    const w = weightUnknown ? { weight: undefined } : checkWeight(weight);
    const next: Errors = {};
    if (askSex && !sex) next.sex = t('profile.sexRequired');
    if (a.error) next.age = t(`profile.${a.error}`);
    if (w.error) next.weight = t(`profile.${w.error}`);
    if (asksPregnancy && !status) next.pregnancy = t('profile.pregnancyRequired');
    if (asksPregnancy && status === 'yes' && !month) next.month = t('profile.pregnancyMonthRequired');
    // Drawn at once, so the first problem's message can be brought on screen below.
    flushSync(() => setErrors(next));
    if (Object.keys(next).length > 0 || a.age === undefined || (!weightUnknown && w.weight === undefined)) {
      // Focus the first field with a problem, so keyboard and screen-reader users land on it, and
      // show its message, which comes under the field (under all five answers, for pregnancy):
      // on a phone the field's start alone left the message off the screen (decision 114).
      const first = (['sex', 'age', 'weight', 'pregnancy', 'month'] as const).find((f) => next[f]);
      document.getElementById(`${id}-${first}`)?.focus({ preventScroll: true });
      document.getElementById(`${id}-${first}-error`)?.scrollIntoView?.({ block: 'end' });
      return;
    }
    const pregnancy: Pregnancy | undefined =
      asksPregnancy && status ? (status === 'yes' ? { status, months: Number(month) } : { status }) : undefined;
    setProfile({
      age: a.age,
      months: inMonths && 'months' in a ? a.months : undefined,
      weight: w.weight,
      ...(askSex && sex ? { sex } : {}),
      pregnancy,
      ...(asksPregnancy && who !== 'child' ? { breastfeeding } : {}),
      illnesses: keptChoices(illnesses, offered.illnesses),
      medicines: keptChoices(medicines, offered.medicines),
    });
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
      label={
        f === 'age' && asksUnit
          ? t(who === 'child' ? 'profile.ageUnit.labelChild' : 'profile.ageUnit.labelOther', {
              unit: t(`profile.ageUnit.${unit}Word`),
            })
          : who === 'child'
            ? t(f === 'age' ? 'profile.ageChild' : 'profile.weightChild')
            : who === 'other'
              ? t(f === 'age' ? 'profile.ageOther' : 'profile.weightOther')
              : t(`profile.${f}`)
      }
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
      <FlowHeader
        title={
          askSex
            ? t('profile.titleWithSex')
            : t(who === 'child' ? 'profile.titleChild' : who === 'other' ? 'profile.titleOther' : 'profile.title')
        }
        lead={t('profile.lead')}
      >
        {saved && who === 'self' && (
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
        {asksUnit ? (
          <ChoiceField
            id={`${id}-age-unit`}
            name="age-unit"
            legend={t('profile.ageUnit.legend')}
            options={AGE_UNITS.map((v) => ({ value: v, label: t(`profile.ageUnit.${v}`) }))}
            value={unit}
            onChange={(v) => {
              setUnit(v);
              setErrors(({ age: _, ...rest }) => rest);
            }}
          />
        ) : null}
        {numberField('age', 'numeric', 3, age, setAge)}
        {who === 'child' || (typedAge !== undefined && typedAge < 16) ? (
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
        {asksPregnancy ? (
          <>
            <ChoiceField
              id={`${id}-pregnancy`}
              name="pregnancy"
              legend={t(`profile.pregnancy.${who}`)}
              options={PREGNANCY_STATUSES.map((v) => ({ value: v, label: t(`profile.pregnancyOptions.${v}`) }))}
              value={status}
              onChange={(v) => {
                setStatus(v);
                setErrors(({ pregnancy: _, month: __, ...rest }) => rest);
              }}
              error={errors.pregnancy}
            />
            {status === 'yes' ? (
              <Field id={`${id}-month`} label={t('profile.pregnancyMonth')} error={errors.month}>
                {(control) => (
                  <select {...control} name="pregnancy-month" value={month} onChange={(e) => setMonth(e.target.value)}>
                    <option value="">{t('profile.pregnancyMonthChoose')}</option>
                    {(t('profile.pregnancyMonths', { returnObjects: true }) as string[]).map((label, i) => (
                      <option key={label} value={String(i + 1)}>
                        {label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ) : null}
            {who !== 'child' ? (
              <div className="field">
                <label className="consent-check">
                  <input
                    type="checkbox"
                    name="breastfeeding"
                    checked={breastfeeding}
                    onChange={(e) => setBreastfeeding(e.target.checked)}
                  />
                  <span>{t('profile.breastfeeding')}</span>
                </label>
              </div>
            ) : null}
          </>
        ) : null}
        <ManyChoiceField
          id={`${id}-illnesses`}
          name="illnesses"
          legend={t(`profile.illnesses.${who}`)}
          hint={t('profile.healthHint')}
          options={offered.illnesses.map((v) => ({
            value: v,
            label: t(`profile.illnessOptions.${illnessWording(v, typedAge)}`),
          }))}
          value={illnesses}
          onToggle={(v) => setIllnesses((list) => toggleOption(list, v, true) as Illness[])}
        />
        <ManyChoiceField
          id={`${id}-medicines`}
          name="medicines"
          legend={t(`profile.medicines.${who}`)}
          options={offered.medicines.map((v) => ({ value: v, label: t(`profile.medicineOptions.${v}`) }))}
          value={medicines}
          onToggle={(v) => setMedicines((list) => toggleOption(list, v, true) as Medicine[])}
        />
        {/* At the foot of a phone's screen while the fields scroll (decision 114). */}
        <div className="sticky-actions">
          <button type="submit" className="button button-large">
            {t('profile.continue')}
          </button>
        </div>
      </form>
    </div>
  );
}
