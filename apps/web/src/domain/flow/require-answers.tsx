import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAnswers } from '../answers-store.ts';
import { missingStep, type Need } from '../flow.ts';
import type { TFunction } from '../../lib/i18n.ts';
import { framedFlowPage } from './flow-frame.tsx';
import type { FrameWords } from '../../components/page-frame.tsx';

/** Shows its page only once the answers it builds on exist; otherwise goes back to where they are asked. */
export function RequireAnswers({ needs, children }: { needs: readonly Need[]; children: ReactNode }) {
  const answers = useAnswers((s) => s.answers);
  const target = missingStep(answers, needs);
  return target ? <Navigate to={target} replace /> : children;
}

export const ALL_ANSWERS: readonly Need[] = ['sex', 'location', 'profile'];

/**
 * A route module's page that builds on earlier answers (kept out of the home page's bundle). The
 * build draws its frame with `frame`'s words, which the browser shows until it has the answers
 * (page-frame.tsx).
 */
export const guarded = (
  needs: readonly Need[],
  Page: () => ReactNode,
  frame: (t: TFunction<'assessment'>) => FrameWords,
) =>
  framedFlowPage(
    () => (
      <RequireAnswers needs={needs}>
        <Page />
      </RequireAnswers>
    ),
    frame,
  );
