import { PrintSummary, SummaryButton } from '../features/doctor-summary/components/print-summary.tsx';
import { ShareSummary } from '../features/doctor-summary/components/share-summary.tsx';
import type { ResultParts } from '../features/results/result-parts.tsx';

/**
 * The doctor summary, which every results page draws (features never import each other, so the
 * route modules hand it over through ResultPartsContext). Imported by those route modules only,
 * so it loads with them.
 */
export const summaryParts: ResultParts = { PrintSummary, SummaryButton, ShareSummary };
