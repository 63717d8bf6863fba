import type { StepOption } from '@painpoint/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { EmergencyCalls } from '../../../components/emergency-calls.tsx';

/** A map search anyone can open; no location leaves the device unless the visitor shares it there. */
export const NEAREST_EMERGENCY_URL = 'https://www.google.com/maps/search/?api=1&query=emergency+department+hospital';

/**
 * Shown at once when an answer is a red flag. It says what to do (call 112 / ambulance 108, the
 * nearest emergency department) before anything else; the visitor may still go on.
 */
export function EmergencyScreen({ options, onContinue }: { options: readonly StepOption[]; onContinue(): void }) {
  const { t } = useTranslation('assessment');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const emergency = options.some((o) => o.red_flag === 'emergency');
  return (
    <section className={`alert-screen ${emergency ? 'alert-emergency' : 'alert-urgent'}`} aria-labelledby="alert-title">
      <h2 id="alert-title" ref={heading} tabIndex={-1}>
        {emergency ? t('emergency.emergencyTitle') : t('emergency.urgentTitle')}
      </h2>
      {options.map((o) => (
        <div key={o.key} className="alert-reason">
          <p>
            <strong>{t('emergency.because', { answer: o.label })}</strong>
          </p>
          {o.red_flag_reason ? <p>{o.red_flag_reason}</p> : null}
        </div>
      ))}
      <p>{emergency ? t('emergency.emergencyBody') : t('emergency.urgentBody')}</p>
      <EmergencyCalls large />
      <p>
        <a href={NEAREST_EMERGENCY_URL} target="_blank" rel="noopener noreferrer">
          {t('emergency.findHospital')}
        </a>
      </p>
      <p className="muted">{t('emergency.continueHint')}</p>
      <button type="button" className="button button-secondary" onClick={onContinue}>
        {t('emergency.continue')}
      </button>
    </section>
  );
}
