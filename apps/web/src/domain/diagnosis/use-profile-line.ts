import type { UserAnswers } from '@painpoint/engine';
import { useTranslation } from '../../lib/use-translation.ts';
import { ageOf, monthsOf } from '../answers-store.ts';
import { isRegionId } from '../../locales/assessment-keys.ts';

/** Under this age the answers are for a child: a boy or a girl (the age page's child notice, too). */
export const CHILD_UNDER = 16;

/** Who the answers are for ("female, 34 years, 64 kg") and where it hurts ("Left knee"), in words. */
export interface ProfileWords {
  who: string;
  answeredBy: string;
  where: string;
  /** The long-term illnesses and daily medicines as answered (decision 092); undefined: not answered. */
  illnesses: string | undefined;
  medicines: string | undefined;
}

export function useProfileWords(answers: UserAnswers): ProfileWords {
  const { t } = useTranslation('assessment');
  const id = answers.painLocation?.id ?? '';
  const age = ageOf(answers);
  const sex = answers.sex;
  // A baby's or toddler's age as the parent gave it, in months (decision 118).
  const months = monthsOf(answers);
  const noWeight = answers.weight === undefined && answers.weight_unknown;
  /** The age as the line says it: in months where the parent gave it so; one year or month as one. */
  const agePhrase = (): string => {
    if (months !== undefined) {
      if (months === 0) return t('profile.agePhrase.underOneMonth');
      return months === 1 ? t('profile.agePhrase.oneMonth') : t('profile.agePhrase.months', { n: months });
    }
    if (age === undefined) return '';
    if (age === 0) return t('profile.agePhrase.underOneYear');
    return age === 1 ? t('profile.agePhrase.oneYear') : t('profile.agePhrase.years', { n: age });
  };
  const person = t(noWeight ? 'profile.summaryNoWeight' : 'profile.summary', {
    sex: sex ? (age !== undefined && age < CHILD_UNDER ? t(`profile.child.${sex}`) : t(`profile.${sex}`)) : '',
    age: agePhrase(),
    weight: answers.weight ?? '',
  });
  const pregnancy = answers.sex === 'female' ? answers.pregnancy : undefined;
  const withPregnancy =
    pregnancy && pregnancy.status !== 'no'
      ? `${person}, ${t(`profile.summaryPregnancy.${pregnancy.status}`, { months: pregnancy.months ?? '' })}`
      : person;
  // Region ids come from the body map's own list; one that is not (stored by an older version,
  // say) shows as it is.
  const region = isRegionId(id) ? t(`bodyMap.regions.${id}`) : id;
  // The line stays short: only the illnesses named, in a word or two each.
  const named = (answers.illnesses ?? []).filter((i) => i !== 'none' && i !== 'not_sure');
  return {
    who:
      named.length > 0
        ? `${withPregnancy}, ${named.map((i) => t(`profile.illnessShort.${i}`)).join(', ')}`
        : withPregnancy,
    illnesses: answers.illnesses?.map((i) => t(`profile.illnessShort.${i}`)).join(', '),
    medicines: answers.medicines?.map((m) => t(`profile.medicineShort.${m}`)).join(', '),
    answeredBy: t(`profile.answeredBy.${answers.for ?? 'self'}`),
    where: answers.also?.length
      ? t('location.whereAlso', { where: region, places: answers.also.map((p) => t(`history.places.${p}`)).join(', ') })
      : region,
  };
}

/** "female, 34 years, 64 kg, pain: Left knee": who the result is for, in one line. */
export function useProfileLine(answers: UserAnswers): string {
  const { t } = useTranslation('assessment');
  const { who, where } = useProfileWords(answers);
  return t('suggested.profile', { who, where });
}
