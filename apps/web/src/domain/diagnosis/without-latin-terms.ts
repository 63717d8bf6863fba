const LATIN = /\p{Script=Latin}/u;
const OTHER_SCRIPT = /[^\P{L}\p{Script=Latin}]/u;

/**
 * A condition's name or text as a page in the visitor's language shows it and its voice reads it:
 * text written in another script (Hindi) loses the English terms the knowledge base keeps beside
 * it in brackets ("घुटने का गठिया (knee osteoarthritis)" → "घुटने का गठिया"; "गुदा में दरार (फिशर,
 * anal fissure)" → "गुदा में दरार (फिशर)"). English text is left as it is. The summary for a doctor
 * keeps the full name, English included (decision 118).
 */
export function withoutLatinTerms(name: string): string {
  if (!OTHER_SCRIPT.test(name)) return name;
  return name
    .replace(/\s*\(([^()]*)\)/gu, (whole, inner: string) => {
      const kept = inner.split(/\s*[,;]\s*/u).filter((part) => part !== '' && !LATIN.test(part));
      return kept.length > 0 ? ` (${kept.join(', ')})` : '';
    })
    .replace(/\s{2,}/gu, ' ')
    .trim();
}
