import type { UserAnswers } from '@painpoint/engine';
import { useId, useState } from 'react';
import type { Scored } from '../../../domain/diagnosis/use-assessment.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useProfileWords } from '../../../domain/diagnosis/use-profile-line.ts';
import { summaryContent, summaryText, today } from '../summary-content.ts';

type Outcome = 'idle' | 'copied' | 'shareFailed' | 'copyFailed';

/** The visitor closed the share menu without choosing an app: nothing went wrong. */
const isCancel = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

/**
 * Sends the summary for a doctor as text (decision 045), beside "Summary for your doctor": the
 * phone's share menu where there is one (Web Share), else a copy to the clipboard with a line that
 * says it was copied. No account, and nothing leaves the device but through the app the visitor
 * chooses. Shown only where the browser can do one or the other.
 */
export function ShareSummary({ data, answers }: { data: Scored; answers: UserAnswers }) {
  const { t, language } = useTranslation('assessment');
  const hint = useId();
  const profile = useProfileWords(answers);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const canShare = typeof navigator.share === 'function';
  // Absent outside secure pages (http:// other than localhost).
  const canCopy = typeof navigator.clipboard?.writeText === 'function';
  if (!canShare && !canCopy) return null;

  const send = async () => {
    setOutcome('idle');
    // Made now, dated today (summary-content.ts's `today`).
    const summary = summaryContent(t, data, { ...profile, date: today(language) });
    const text = summaryText(t, summary);
    if (canShare) {
      try {
        await navigator.share({ title: summary.title, text });
      } catch (e) {
        if (!isCancel(e)) setOutcome('shareFailed');
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('copyFailed');
    }
  };

  return (
    <>
      <button type="button" className="button button-secondary" aria-describedby={hint} onClick={() => void send()}>
        {t(canShare ? 'summary.share.button' : 'summary.share.copy')}
      </button>
      <span id={hint} className="visually-hidden">
        {t(canShare ? 'summary.share.buttonHint' : 'summary.share.copyHint')}
      </span>
      {/* In the page from the start, so that screen readers announce what is put in it. */}
      <span role="status" className="share-status">
        {outcome === 'copied' ? t('summary.share.copied') : null}
      </span>
      {outcome === 'shareFailed' || outcome === 'copyFailed' ? (
        <span role="alert" className="share-status share-failed">
          {t(`summary.share.${outcome}`)}
        </span>
      ) : null}
    </>
  );
}
