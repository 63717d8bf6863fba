import type { UserAnswers } from '@painpoint/engine';
import { createContext, useContext, type ComponentType } from 'react';
import type { Scored } from '../../domain/diagnosis/use-assessment.ts';

/**
 * The parts of the results pages that other features draw: the doctor summary (print and share)
 * and saving to the history. Features never import each other, so the route module (the app
 * layer) hands them to the page through this context.
 */
export interface ResultParts {
  SummaryButton: ComponentType;
  PrintSummary: ComponentType<{ data: Scored; answers: UserAnswers }>;
  ShareSummary: ComponentType<{ data: Scored; answers: UserAnswers }>;
  /** Only /suggested-diagnosis saves a check, so only its route loads the history's code. */
  SaveToHistory?: ComponentType<{ data: Scored; shown: number }>;
}

export const ResultPartsContext = createContext<ResultParts | null>(null);

/** The parts the route gave; a results page outside its route is a bug, reported at once. */
export function useResultParts(): ResultParts {
  const parts = useContext(ResultPartsContext);
  if (!parts) throw new Error('A results page needs ResultPartsContext (its route module provides it).');
  return parts;
}

/** The history's save button, which the page's route must give. */
export function useHistoryParts(): Required<Pick<ResultParts, 'SaveToHistory'>> {
  const { SaveToHistory } = useResultParts();
  if (!SaveToHistory) throw new Error('This results page needs SaveToHistory from its route module.');
  return { SaveToHistory };
}
