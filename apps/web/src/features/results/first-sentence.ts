/**
 * The first sentence of a description: up to a full stop, "!" or "?" followed by a capital ("e.g."
 * and the like do not end one), or up to a Hindi full stop (danda, "।"), which ends a sentence
 * wherever it stands: Devanagari has no capitals to look for.
 */
export const firstSentence = (text: string): string => /^.*?(?:[.!?](?=\s+[A-Z(]|$)|।)/s.exec(text.trim())?.[0] ?? text;
