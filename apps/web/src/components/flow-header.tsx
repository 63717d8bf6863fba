import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { useAnswers } from '../lib/answers-store.ts';
import { paths } from '../lib/paths.ts';
import { notify } from '../lib/toast.ts';
import { Pending } from './load-state.tsx';

/** The title of a page of the flow, with the "start again" action (spec §4 'clear'). */
export function FlowHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  const { t } = useTranslation('assessment');
  const { t: tc } = useTranslation();
  const hasAnswers = useAnswers((s) => s.answers.sex !== undefined || s.answers.painLocation !== undefined);
  const clear = useAnswers((s) => s.clear);
  const navigate = useNavigate();
  return (
    <header className="flow-header">
      <title>{`${title} — ${tc('brand')}`}</title>
      <h1>{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
      {hasAnswers ? (
        <button
          type="button"
          className="button button-small button-quiet"
          onClick={() => {
            clear();
            notify('info', t('flow.cleared'));
            void navigate(paths.figure);
          }}
        >
          {t('flow.startAgain')}
        </button>
      ) : null}
    </header>
  );
}

/**
 * A flow page whose content loads (React `use()`, lib/use-loaded.ts): its header and the pending
 * state stand in until the content can render.
 */
export function FlowSuspense({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="container flow">
          <FlowHeader title={title} {...(lead === undefined ? {} : { lead })} />
          <Pending />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
