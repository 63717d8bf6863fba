import { useId } from 'react';
import type { UserAnswers } from '@painpoint/engine';
import { Link } from '../../../components/link.tsx';
import type { AnswerInWords } from '../../../domain/diagnosis/answers-in-words.ts';
import { useProfileWords } from '../../../domain/diagnosis/use-profile-line.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

interface Props {
  answers: UserAnswers;
  /** The questions answered so far, but the one on screen. */
  given: AnswerInWords[];
  /** Where a question is asked again, its answer kept until changed. */
  urlOf(stepId: string): string;
}

/**
 * What the visitor has told so far: where it hurts, who it is for, and each answer with a way back
 * to its question. Beside the question on a wide screen, under it on a phone.
 */
export function StepsPanel({ answers, given, urlOf }: Props) {
  const { t } = useTranslation('assessment');
  const id = useId();
  const { who, where } = useProfileWords(answers);
  return (
    <aside className="question-panel" aria-labelledby={id}>
      <h2 id={id}>{t('steps.panel')}</h2>
      <dl className="question-facts">
        <dt>{t('steps.where')}</dt>
        <dd>{where}</dd>
        <dt>{t('steps.who')}</dt>
        <dd>{who}</dd>
      </dl>
      <h3>{t('steps.answers')}</h3>
      {given.length === 0 ? (
        <p className="muted">{t('steps.noAnswers')}</p>
      ) : (
        <ol className="answers-given">
          {given.map((a) => (
            <li key={a.stepId}>
              <span className="answer-question">{a.question}</span>
              <span className="answer-given">{a.answer}</span>
              <Link className="answer-change" to={urlOf(a.stepId)}>
                {t('steps.change')}
                <span className="visually-hidden"> {t('steps.changeWhich', { question: a.question })}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
