import type { ReactNode } from 'react';
import { Framed, PageFrame } from '../../components/page-frame.tsx';
import type { TFunction } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * An account page drawn at build time as its frame (page-frame.tsx): its title, and what it is
 * waiting for, in the account pages' strings.
 */
export const framedAccountPage = (
  Page: () => ReactNode,
  frame: (t: TFunction<'account'>) => { title: string; waiting?: string },
) =>
  function FramedAccountPage() {
    const { t } = useTranslation('account');
    const { title, waiting } = frame(t);
    return (
      <Framed frame={<PageFrame title={title} waiting={waiting} className="container auth-page" />}>
        <Page />
      </Framed>
    );
  };
