/** The first sentence of a description; "e.g." and the like do not end one (a capital must follow). */
export const firstSentence = (text: string): string => /^.*?[.!?](?=\s+[A-Z(]|$)/s.exec(text.trim())?.[0] ?? text;
