import type { DiagnosisStep } from '@painpoint/contracts';
import { NONE_OF_THESE, NOT_SURE } from '@painpoint/contracts/constants';
import { toggleOption } from '../toggle-option.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ReadAloud } from '../../../components/read-aloud.tsx';

interface Props {
  step: DiagnosisStep;
  initial: readonly string[];
  onBack(): void;
  onAnswer(keys: string[]): void;
}

/**
 * One question on its own screen: its answers, Back and Next (docs/product.md §2 /steps-by-location).
 * A one-answer question moves on when an answer is tapped, or chosen with Enter (decision 114);
 * arrow keys and a mouse only choose, so a keyboard or screen-reader user can look through the
 * answers first. Back returns with the answer kept. Next stays in a bar at the foot of the screen.
 */
export function StepQuestion({ step, initial, onBack, onAnswer }: Props) {
  const { t } = useTranslation('assessment');
  const id = useId();
  const [chosen, setChosen] = useState<string[]>([...initial]);
  const [error, setError] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // How the last press began: a click that follows a finger's touch is a tap.
  const pointer = useRef('');
  const movesOn = !step.multiple;
  // In a choose-all question "Not sure" may go with ticked answers, and then says so (decision 131).
  const othersUnsure = step.multiple && chosen.some((k) => k !== NOT_SURE && k !== NONE_OF_THESE);
  const labelOf = (o: DiagnosisStep['step_options'][number]) =>
    o.key === NOT_SURE && othersUnsure ? t('steps.notSureOthers') : o.label;

  // Each new question is announced and keyboard focus starts at it, not at the old button.
  useEffect(() => {
    heading.current?.focus();
  }, [step.id]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (chosen.length === 0) {
      setError(true);
      document.getElementById(`${id}-0`)?.focus();
      return;
    }
    onAnswer(chosen);
  };

  return (
    <form
      className="step"
      noValidate
      onSubmit={submit}
      data-step={step.id}
      data-moves-on={movesOn ? 'tap' : undefined}
      onKeyDown={() => {
        pointer.current = '';
      }}
    >
      <fieldset
        className="step-fieldset"
        aria-labelledby={`${id}-q`}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      >
        <h2 id={`${id}-q`} ref={heading} tabIndex={-1} className="step-question">
          {step.question}
        </h2>
        <p id={`${id}-hint`} className="muted">
          {step.help ? `${step.help} ` : ''}
          {step.multiple ? t('steps.chooseAny') : t('steps.chooseOne')}
        </p>
        <ReadAloud
          texts={() => [step.question, ...(step.help ? [step.help] : []), ...step.step_options.map(labelOf)]}
        />
        <div className="options">
          {step.step_options.map((o, i) => (
            <label
              key={o.key}
              className="option"
              data-option={o.key}
              onPointerDown={(e) => {
                pointer.current = e.pointerType;
              }}
            >
              <input
                id={`${id}-${i}`}
                type={step.multiple ? 'checkbox' : 'radio'}
                name={step.id}
                value={o.key}
                checked={chosen.includes(o.key)}
                onChange={() => {
                  setChosen((c) => toggleOption(c, o.key, step.multiple));
                  setError(false);
                }}
                // A click, not a change: tapping the answer kept from before moves on too.
                onClick={() => {
                  if (movesOn && (pointer.current === 'touch' || pointer.current === 'pen')) onAnswer([o.key]);
                }}
                onKeyDown={(e) => {
                  if (!movesOn || e.key !== 'Enter') return;
                  e.preventDefault();
                  onAnswer([o.key]);
                }}
              />
              <span>{labelOf(o)}</span>
            </label>
          ))}
        </div>
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {t('steps.needAnswer')}
          </p>
        ) : null}
      </fieldset>
      <div className="step-actions sticky-actions">
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t('steps.back')}
        </button>
        <button type="submit" className="button">
          {t('steps.next')}
        </button>
      </div>
    </form>
  );
}
