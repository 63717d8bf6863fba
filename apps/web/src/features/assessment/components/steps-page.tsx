import { flaggedOptions, isUnsureAboutWarnings, warningLevel } from '@painpoint/engine';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoadState } from '../../../components/load-state.tsx';
import { useAnswers } from '../../../domain/answers-store.ts';
import { pathStates, score, useAssessment } from '../../../domain/diagnosis/use-assessment.ts';
import { paths } from '../../../lib/paths.ts';
import { EmergencyScreen } from './emergency-screen.tsx';
import { callsMotherAndBaby } from '../../../domain/flow/emergency-calls.tsx';
import { FlowHeader } from '../../../domain/flow/flow-header.tsx';
import { StepQuestion } from './step-question.tsx';
import { StepProgress } from './step-progress.tsx';
import { StepsPanel } from './steps-panel.tsx';
import { answersInWords } from '../../../domain/diagnosis/answers-in-words.ts';

const stepUrl = (id: string) => `${paths.steps}?step=${encodeURIComponent(id)}`;

/**
 * /steps-by-location: one question per screen, in the order the scoring model chooses (decision
 * 134): the warning screens, then the question whose answer could change most what the person is
 * told, until none could. The question shown is named in the address (?step=…), so a reload or the
 * browser's Back button lands on the same question; without it the question to ask now is shown.
 * A red-flag answer opens the emergency screen (?alert=…).
 */
export function StepsPage() {
  const { t } = useTranslation('assessment');
  const { answers, result } = useAssessment();
  const answer = useAnswers((s) => s.answer);
  const navigate = useNavigate();
  const [params] = useSearchParams();

  if (result.status !== 'fulfilled') {
    return (
      <div className="container flow">
        <FlowHeader title={t('steps.title')} />
        <LoadState resource={result} />
      </div>
    );
  }
  const { states, path } = result.data;
  const visible = pathStates(result.data);

  const alertId = params.get('alert');
  const alertState = alertId ? states.find((s) => s.visible && s.step.id === alertId) : undefined;
  const flagged = alertState ? flaggedOptions(alertState.step, alertState.chosen) : [];

  const requested = params.get('step');
  // An answer given earlier can be changed from the list beside the question, even when the path no
  // longer passes through it; otherwise the question is the one the interview asks now.
  const current =
    (requested ? states.find((s) => s.visible && s.step.id === requested) : undefined) ??
    (alertState ? undefined : visible.find((s) => s.step.id === path.current));
  if (!current && flagged.length === 0) return <Navigate to={paths.suggested} replace />;

  /** The question after `stepId` on the path the answers as they are now give, or the results. */
  const goAfter = (stepId: string) => {
    const now = score(result.data, useAnswers.getState().answers).path;
    const at = now.asked.indexOf(stepId);
    const next = (at >= 0 ? now.asked[at + 1] : undefined) ?? now.current;
    void navigate(next ? stepUrl(next) : paths.suggested);
  };

  if (flagged.length > 0 && alertState) {
    // In an emergency the header (and its "Start again") gives way to the numbers to call.
    const emergency = warningLevel(flagged) === 'emergency';
    return (
      <div className="container flow">
        {emergency ? null : <FlowHeader title={t('steps.title')} />}
        <EmergencyScreen
          options={flagged}
          motherAndBaby={callsMotherAndBaby(answers)}
          onContinue={() => goAfter(alertState.step.id)}
        />
      </div>
    );
  }
  if (!current) return <Navigate to={paths.suggested} replace />;

  const onPath = visible.indexOf(current);
  const index = onPath >= 0 ? onPath : visible.length;
  // "Not sure" to the warning signs just before gets a safety net at once, not silence.
  const before = visible[index - 1];
  const unsureBefore = before !== undefined && isUnsureAboutWarnings(before);
  const onAnswer = (keys: string[]) => {
    answer(current.step.id, keys);
    if (flaggedOptions(current.step, keys).length > 0)
      void navigate(`${paths.steps}?alert=${encodeURIComponent(current.step.id)}`);
    else goAfter(current.step.id);
  };
  const onBack = () => {
    const prev = visible[index - 1];
    void navigate(prev ? stepUrl(prev.step.id) : answers.sex ? paths.ageWeight : paths.sexAgeWeight);
  };

  // On a wide screen the question has a panel beside it; on a phone the panel follows it.
  return (
    <div className="container flow flow-wide">
      <FlowHeader title={t('steps.title')} />
      <div className="question-layout">
        <StepProgress n={index + 1} total={Math.max(index + 1, path.asked.length + path.left)} />
        {/* Decision 120: the places ticked under "it also hurts in…" have answered part of it. */}
        {current.chosen.length === 0 && current.implied ? (
          <p className="notice" role="status" data-from-also>
            {t('steps.fromAlso')}
          </p>
        ) : null}
        {unsureBefore ? (
          <p className="notice unsure-notice" role="status">
            {t('steps.unsure')}
          </p>
        ) : null}
        <StepQuestion
          key={current.step.id}
          step={current.step}
          initial={current.chosen.length > 0 ? current.chosen : (current.implied ?? [])}
          onBack={onBack}
          onAnswer={onAnswer}
        />
        <StepsPanel
          answers={answers}
          given={answersInWords(
            visible.filter((s) => s !== current),
            t('steps.notSureOthers'),
          )}
          urlOf={stepUrl}
        />
      </div>
    </div>
  );
}
