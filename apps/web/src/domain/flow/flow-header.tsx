import { useId, type ReactNode } from 'react';
import { weightGiven } from '@painpoint/engine';
import { useTranslation } from '../../lib/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import { create } from 'zustand';
import { useAnswers } from '../answers-store.ts';
import { paths } from '../../lib/paths.ts';
import { notify } from '../../lib/toast.ts';
import { Dialog } from '../../components/dialog.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';

/** The title of a page of the flow, with the "start again" action (docs/product.md §4 'clear'). */
export function FlowHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  const { t: tc } = useTranslation();
  const hasAnswers = useAnswers((s) => s.answers.sex !== undefined || s.answers.painLocation !== undefined);
  return (
    <header className="flow-header">
      <DocumentTitle>{`${title} — ${tc('brand')}`}</DocumentTitle>
      <h1>{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
      {hasAnswers ? <StartAgain /> : null}
    </header>
  );
}

/**
 * Which page's "Start again?" question is open. Kept outside the button: while a page loads, its
 * header is the loading state's, and when the content arrives a new header takes its place; the
 * question asked in the first must stay open in the second. Tied to the page, so it never opens
 * by itself on another one.
 *
 * The page is the address when it was asked. A page that loads its code shows a moment after the
 * address changes (the router keeps the old page up meanwhile): asked in that moment, from the
 * old page, the question belongs to the page on its way and stays open when it arrives.
 */
const useConfirmOn = create<{ path?: string | undefined }>(() => ({}));
const isAskedOn = (asked: string | undefined, shown: string) =>
  asked !== undefined && (asked === shown || asked === window.location.pathname);

/**
 * "Start again", asked first: one tap must not wipe a half-finished check. The place and the
 * answers go; sex, age and weight stay unless the visitor asks to clear them too (the spec's
 * full 'clear').
 */
function StartAgain() {
  const { t } = useTranslation('check');
  const id = useId();
  const { pathname } = useLocation();
  const open = useConfirmOn((s) => isAskedOn(s.path, pathname));
  const setOpen = (to: boolean) => useConfirmOn.setState({ path: to ? window.location.pathname : undefined });
  const answers = useAnswers((s) => s.answers);
  const { restart, clear } = useAnswers.getState();
  const navigate = useNavigate();
  const age = answers.age_range?.min;
  const weight = answers.weight;
  const hasProfile = age !== undefined && weightGiven(answers);
  const done = (keepProfile: boolean) => {
    setOpen(false);
    if (keepProfile) restart();
    else clear();
    notify('info', t(keepProfile ? 'flow.restarted' : 'flow.cleared'));
    void navigate(keepProfile && answers.sex ? paths.painLocation : paths.figure);
  };
  return (
    <>
      <button
        type="button"
        className="button button-small button-quiet"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('flow.startAgain')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('flow.confirmTitle')}</h2>
        <p>{t('flow.confirmWhat')}</p>
        {hasProfile ? (
          <p>
            {weight === undefined ? t('flow.confirmKeptNoWeight', { age }) : t('flow.confirmKept', { age, weight })}
          </p>
        ) : null}
        <div className="button-row">
          <button type="button" className="button" onClick={() => done(hasProfile)}>
            {t('flow.confirmRestart')}
          </button>
          {hasProfile ? (
            <button type="button" className="button button-secondary" onClick={() => done(false)}>
              {t('flow.confirmClearAll')}
            </button>
          ) : null}
          <button type="button" className="button button-quiet" data-autofocus onClick={() => setOpen(false)}>
            {t('flow.confirmCancel')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
