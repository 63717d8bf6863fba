import type { Video } from '@painpoint/contracts';
import type { Language } from '@painpoint/contracts/languages';

/**
 * A condition's videos with those in the visitor's language first (a Hindi visitor sees a Hindi
 * video before an English one), otherwise in the knowledge base's order. A video that does not
 * say its language is English, as every video was before languages were recorded.
 */
export function inLanguageFirst(list: readonly Video[], language: Language): Video[] {
  const rank = (v: Video) => ((v.language ?? 'en') === language ? 0 : 1);
  return [...list].sort((a, b) => rank(a) - rank(b));
}
