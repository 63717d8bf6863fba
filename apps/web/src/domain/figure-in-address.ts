import { FOR_WHOM, SEXES } from '@painpoint/contracts/constants';
import { LANGUAGE_QUERY } from '@painpoint/contracts/languages';
import type { ForWhom } from '@painpoint/engine';
import type { Sex } from '@painpoint/contracts';
import { useAnswers } from './answers-store.ts';

/**
 * The figure page's form, sent by the browser before the page's scripts ran (decision 148), puts
 * its two answers in the body map's address: `?for=self&sex=male` (and the page's language where it
 * is not the default one). These are the names of its fields.
 */
export const FIGURE_QUERY = { for: 'for', sex: 'sex', lang: LANGUAGE_QUERY } as const;

const isWho = (v: string | null): v is ForWhom => (FOR_WHOM as readonly (string | null)[]).includes(v);
const isSex = (v: string | null): v is Sex => (SEXES as readonly (string | null)[]).includes(v);

/**
 * Takes the figure page's answers from `search` (an address's query) into the visitor's answers,
 * both or neither: an address with only one of them, or anything else, changes nothing (the page
 * then goes by the answers already kept). Returns the query without them, or undefined when it
 * held neither.
 */
export function takeFigureFromAddress(search: string): string | undefined {
  const params = new URLSearchParams(search);
  if (!params.has(FIGURE_QUERY.for) && !params.has(FIGURE_QUERY.sex)) return undefined;
  const who = params.get(FIGURE_QUERY.for);
  const sex = params.get(FIGURE_QUERY.sex);
  if (isWho(who) && isSex(sex)) {
    const { chooseFor, chooseSex } = useAnswers.getState();
    chooseFor(who);
    chooseSex(sex);
  }
  params.delete(FIGURE_QUERY.for);
  params.delete(FIGURE_QUERY.sex);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
