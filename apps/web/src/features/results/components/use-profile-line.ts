import type { UserAnswers } from '@painpoint/engine';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ageOf } from '../../../lib/answers-store.ts';
import { isRegionId } from '../../../locales/assessment-en.ts';

/** "female, 34 years, 64 kg, pain: Left knee": who the result is for, in one line. */
export function useProfileLine(answers: UserAnswers): string {
  const { t } = useTranslation('assessment');
  return t('suggested.profile', {
    sex: answers.sex ? t(`profile.${answers.sex}`) : '',
    age: ageOf(answers) ?? '',
    weight: answers.weight ?? '',
    region: useRegionName(answers),
  });
}

/** The place on the body map the visitor chose, in words ("Left knee"). */
export function useRegionName(answers: UserAnswers): string {
  const { t } = useTranslation('assessment');
  const id = answers.painLocation?.id ?? '';
  // Region ids come from the body map's own list; one that is not (stored by an older version,
  // say) shows as it is.
  return isRegionId(id) ? t(`bodyMap.regions.${id}`) : id;
}
