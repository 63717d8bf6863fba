import { Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Namespace, TFunction } from '../lib/i18n.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useTranslation } from '../lib/use-translation.ts';
import { Pending } from './load-state.tsx';
import { DocumentTitle } from './document-title.tsx';

/**
 * A page whose content needs what only the visitor's browser has (their answers, their session, a
 * link's token, the step before) is drawn at build time as its frame: the page's own title, its
 * heading and lead, and a line saying it is loading (decision 049). The browser takes that frame
 * over, then moves to the page itself: the frame stays on screen until the page is ready to show,
 * never a blank or a spinner in its place. Reached from inside the app, the page
 * renders at once, without a frame, or shows the frame while it loads.
 *
 * The frame is also the page's loading state, so a framed page has no `<Suspense>` of its own at
 * its top: while the page waits, the boundary here shows the frame, which looks as the drawn page
 * did (decisions 050, 153).
 */
export function Framed({ frame, children }: { frame: ReactNode; children: ReactNode }) {
  // False while the build draws the page and while the browser takes the drawing over.
  const hydrated = useHydrated();
  const [framed, setFramed] = useState(!hydrated);
  useEffect(() => {
    // The second render is the point: the page takes the frame's place once the drawing is live.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (framed) setFramed(false);
  }, [framed]);
  return <Suspense fallback={frame}>{framed ? frame : children}</Suspense>;
}

/** The frame of any other page: its title and heading, and what it is waiting for. */
export function PageFrame({
  title,
  waiting,
  className = 'container',
}: {
  title: string;
  waiting?: string | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={`${className} page-frame`}>
      <DocumentTitle>{`${title} — ${t('brand')}`}</DocumentTitle>
      <h1>{title}</h1>
      <Pending message={waiting} />
    </div>
  );
}

/** A frame's words: the page's title, and its lead or what it is waiting for. */
export interface FrameWords {
  title: string;
  lead?: string;
  waiting?: string;
}

/**
 * Route modules' pages drawn as their frame, in the strings of `ns`: `framedX(Page, (t) => words)`
 * is the page, behind the frame `Frame` draws with those words.
 */
export const framedPage =
  <N extends Namespace>(ns: N, Frame: (words: FrameWords) => ReactNode) =>
  (Page: () => ReactNode, words: (t: TFunction<N>) => FrameWords) =>
    function FramedPage() {
      const { t } = useTranslation(ns);
      return (
        <Framed frame={<Frame {...words(t)} />}>
          <Page />
        </Framed>
      );
    };

/** An account page, framed by its title and what it is waiting for. */
export const framedAccountPage = framedPage('account', ({ title, waiting }) => (
  <PageFrame title={title} waiting={waiting} className="container auth-page" />
));
