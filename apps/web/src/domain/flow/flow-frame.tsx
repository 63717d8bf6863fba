import { FlowHeader } from './flow-header.tsx';
import { Pending } from '../../components/load-state.tsx';
import { framedPage } from '../../components/page-frame.tsx';

// Apart from page-frame.tsx so that the account pages' frames do not load the assessment's header
// and, with it, the visitor's answers and the scoring engine.

/** The frame of a page of the assessment: its header as the page draws it, and "Loading…". */
export function FlowFrame({ title, lead }: { title: string; lead?: string | undefined }) {
  return (
    <div className="container flow page-frame">
      <FlowHeader title={title} lead={lead} />
      <Pending />
    </div>
  );
}

/** A page of the assessment, framed by its header. */
export const framedFlowPage = framedPage('assessment', ({ title, lead }) => <FlowFrame title={title} lead={lead} />);

/** The check's first page, whose words are in its own catalogue (check-setup.ts). */
export const framedCheckPage = framedPage('check', ({ title, lead }) => <FlowFrame title={title} lead={lead} />);
