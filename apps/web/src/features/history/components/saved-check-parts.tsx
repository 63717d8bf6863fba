import type { DiagnosisStep, SavedAssessment } from '@painpoint/contracts';
import { useId, useState, type ReactNode } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { CurrentPasswordField } from '../../../components/form/field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useSubmit } from '../../../components/form/use-submit.ts';
import { ApiError, messageFor } from '../../../lib/api-client.ts';
import { cachedByLanguage } from '../../../lib/cache.ts';
import { getSteps, type LocationSteps } from '../../../domain/diagnosis/get-location-content.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { Verdict } from '../compare-checks.ts';
import { getCondition } from '../../../domain/diagnosis/get-condition.ts';
import { withoutLatinTerms } from '../../../domain/diagnosis/without-latin-terms.ts';

/**
 * The names of conditions by short name, from the knowledge base in the visitor's language (saved
 * checks keep short names), as a page in that language shows them (withoutLatinTerms, decision 118).
 * A condition the knowledge base no longer has (404) keeps its short name; any other failure
 * fails the load, so the page offers a retry rather than showing codes.
 */
export const conditionNames = cachedByLanguage(
  async (key): Promise<Map<string, string>> =>
    new Map(
      await Promise.all(
        key
          .split(',')
          .filter(Boolean)
          .map(async (name) => {
            try {
              return [name, withoutLatinTerms((await getCondition(name)).disease_name)] as const;
            } catch (e) {
              if (e instanceof ApiError && e.status === 404) return [name, name] as const;
              throw e;
            }
          }),
      ),
    ),
);

/** conditionNames' key for a set of short names (sorted, so the same set shares one load). */
export const namesKey = (names: Iterable<string | undefined>) =>
  [...new Set([...names].filter((n): n is string => n !== undefined))].sort().join(',');

/** An answer of a saved check in words: today's label of each option, as the questions show it. */
export function useAnswerText(): (step: DiagnosisStep | undefined, keys: readonly string[]) => string {
  const { t } = useTranslation('assessment');
  return (step, keys) =>
    keys.map((k) => step?.step_options.find((o) => o.key === k)?.label ?? t('history.unknownAnswer')).join('; ');
}

/** Better, same, worse or changed, in words; the colour only repeats them. */
export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const { t } = useTranslation('assessment');
  return <span className={`badge verdict verdict-${verdict}`}>{t(`history.verdict.${verdict}`)}</span>;
}

/** Said when a saved check was worked out with other content than today's. */
export function VersionNote({ then, now }: { then: readonly string[]; now: string }) {
  const { t } = useTranslation('assessment');
  const older = [...new Set(then)].filter((v) => v !== now);
  if (older.length === 0) return null;
  return (
    <p className="notice">
      {t('history.olderContent', { then: older.join(', '), now: now || t('history.unknownVersion') })}
    </p>
  );
}

/** What a saved check is read with: today's questions of its place, and the conditions' names. */
export interface CheckContent {
  steps: LocationSteps;
  names: Map<string, string>;
}

/** CheckContent of saved checks, both loads at once; the key is checkContentKey's. */
export const checkContent = cachedByLanguage(async (key): Promise<CheckContent> => {
  const [location = '', names = ''] = key.split('|');
  const [steps, byName] = await Promise.all([getSteps(location), conditionNames(names)]);
  return { steps, names: byName };
});

export const checkContentKey = (checks: readonly SavedAssessment[]) =>
  `${checks[0]?.location ?? ''}|${namesKey(checks.flatMap((c) => c.conditions.map((x) => x.disease_short_name)))}`;

/**
 * A deletion or withdrawal, asked first: what goes, then the danger button (the quiet one, which
 * keeps everything, has the focus). A failure is said in the dialog, whose button tries again.
 */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  /**
   * Resolves once the server has done it (the caller then closes the dialog), rejects on failure;
   * `password` once the server asked for it (403: the login is more than a few minutes old).
   */
  onConfirm(password?: string): Promise<void>;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('assessment');
  const id = useId();
  // Shown once the server asked for it; its words are the server's, in the visitor's language.
  const [askPassword, setAskPassword] = useState(false);
  const [password, setPassword] = useState('');
  const confirm = useSubmit({
    ready: !(askPassword && password === ''),
    send: async () => {
      await onConfirm(askPassword ? password : undefined);
      setAskPassword(false);
      setPassword('');
    },
    failed: (e) => {
      if (e instanceof ApiError && e.status === 403) setAskPassword(true);
      return messageFor(e, t('history.changeFailed'), [403, 429]);
    },
  });
  const close = () => {
    confirm.setError(undefined);
    setAskPassword(false);
    setPassword('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} labelledBy={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
      {askPassword ? (
        <CurrentPasswordField
          id={`${id}-password`}
          label={t('history.password')}
          value={password}
          onChange={setPassword}
        />
      ) : null}
      {confirm.error ? (
        <p role="alert" className="field-error">
          {confirm.error}
        </p>
      ) : null}
      <div className="button-row">
        <SubmitButton
          type="button"
          className="button button-danger"
          busy={confirm.busy}
          disabled={!confirm.ready}
          onClick={() => void confirm.run()}
        >
          {confirmLabel}
        </SubmitButton>
        <button type="button" className="button button-quiet" data-autofocus onClick={close}>
          {t('history.keep')}
        </button>
      </div>
    </Dialog>
  );
}
