import type { StepOption } from '@painpoint/contracts';
import { warningLevel } from '@painpoint/engine';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { EmergencyCalls } from '../../../domain/flow/emergency-calls.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';

/** A map search anyone can open; no location leaves the device unless the visitor shares it there. */
export const NEAREST_EMERGENCY_URL = 'https://www.google.com/maps/search/?api=1&query=emergency+department+hospital';

/**
 * Shown at once when an answer is a red flag. In an emergency the numbers to call come first, above
 * the title and the reasons, and the page's own header gives way (the title is the page's heading);
 * a warning that is urgent but not an emergency says what to do, then the numbers in case it gets
 * worse. The visitor may still go on. In an emergency the rest of the questions cannot change what
 * to do (get help now), so the possible causes are offered at once, from the answers so far, before
 * the rest of the questions (issue 35: "once the outcome is decided by an emergency, ask only what
 * changes the advice, or stop").
 */
export function EmergencyScreen({
  options,
  motherAndBaby,
  onContinue,
}: {
  options: readonly StepOption[];
  /** Whether 102, the ambulance for mothers and babies, is offered too. */
  motherAndBaby: boolean;
  onContinue(): void;
}) {
  const { t } = useTranslation('assessment');
  const { t: tc } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // Two urgent danger signs together are an emergency too (decision 076).
  const emergency = warningLevel(options) === 'emergency';
  const title = emergency ? t('emergency.emergencyTitle') : t('emergency.urgentTitle');
  const Heading = emergency ? 'h1' : 'h2';
  return (
    <>
      {emergency ? (
        <>
          <DocumentTitle>{`${title} — ${tc('brand')}`}</DocumentTitle>
          <EmergencyCalls motherAndBaby={motherAndBaby} />
        </>
      ) : null}
      <section
        className={`alert-screen ${emergency ? 'alert-emergency' : 'alert-urgent'}`}
        aria-labelledby="alert-title"
      >
        <Heading id="alert-title" className="alert-title" ref={heading} tabIndex={-1}>
          {title}
        </Heading>
        {options.map((o) => (
          <div key={o.key} className="alert-reason">
            <p>
              <strong>{t('emergency.because', { answer: o.label })}</strong>
            </p>
            {o.red_flag_reason ? <p>{o.red_flag_reason}</p> : null}
          </div>
        ))}
        <p>{emergency ? t('emergency.emergencyBody') : t('emergency.urgentBody')}</p>
        {emergency ? null : <EmergencyCalls motherAndBaby={motherAndBaby} />}
        <p>
          <a href={NEAREST_EMERGENCY_URL} target="_blank" rel="noopener noreferrer">
            {t('emergency.findHospital')}
          </a>
        </p>
        <p className="muted">{emergency ? t('emergency.causesNowHint') : t('emergency.continueHint')}</p>
        {/* On a phone the ways on stay at the foot of the screen, the numbers to call at its top. */}
        <div className="step-actions sticky-actions">
          {emergency ? (
            <Link className="button button-secondary" to={paths.suggested}>
              {t('emergency.causesNow')}
            </Link>
          ) : null}
          <button type="button" className="button button-secondary" onClick={onContinue}>
            {t('emergency.continue')}
          </button>
        </div>
      </section>
    </>
  );
}
