import { MOTHER_AND_BABY_KEYS } from '@painpoint/contracts/constants';
import { selectionsFromFlags, type UserAnswers } from '@painpoint/engine';
import { ageOf } from '../answers-store.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * Whether the free ambulance for mothers and babies (102, the National Health Mission's JSSK
 * transport) applies too: a pregnancy (or a possible one) or a recent birth in the profile or the
 * answers, or a baby under one.
 */
export function callsMotherAndBaby(answers: UserAnswers): boolean {
  const age = ageOf(answers);
  if (age !== undefined && age < 1) return true;
  const pregnancy = answers.pregnancy?.status;
  if (answers.sex === 'female' && (pregnancy === 'yes' || pregnancy === 'maybe' || pregnancy === 'postpartum'))
    return true;
  for (const keys of selectionsFromFlags(answers.flags).values())
    if (keys.some((k) => MOTHER_AND_BABY_KEYS.includes(k))) return true;
  return false;
}

/**
 * The numbers to call in an emergency, first on the screen and kept in reach while the page
 * scrolls (sticky): the ambulance 108, the emergency line 112, and for a pregnancy, a recent birth
 * or a baby, 102. Full-width phone links, at least 56 px tall, so a shaking hand finds them.
 */
export function EmergencyCalls({ motherAndBaby = false }: { motherAndBaby?: boolean }) {
  const { t } = useTranslation('assessment');
  return (
    <nav className="call-bar" aria-label={t('emergency.callsLabel')}>
      {/* The one primary action wherever the calls are shown (decision 118). */}
      <a className="button button-danger button-call" href="tel:108" data-primary-action="">
        {t('emergency.call108')}
      </a>
      <a className="button button-danger button-call" href="tel:112">
        {t('emergency.call112')}
      </a>
      {motherAndBaby ? (
        <a className="button button-danger button-call" href="tel:102">
          {t('emergency.call102')}
        </a>
      ) : null}
    </nav>
  );
}
