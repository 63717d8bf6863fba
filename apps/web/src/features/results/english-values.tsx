import type { ReactNode } from 'react';

/**
 * A translated sentence whose values stay in English — the titles and publishers of the English
 * pages and videos the site points to — with each value marked `lang="en"`, so a screen reader
 * reads it in English and the page says which words are English on purpose.
 */
export function withEnglishValues(
  translate: (values: Record<string, string>) => string,
  values: Record<string, string>,
): ReactNode[] {
  const names = Object.keys(values);
  const marked = Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE000`]));
  return translate(marked)
    .split(/\uE000(\d+)\uE000/)
    .map((part, i) =>
      i % 2 === 1 ? (
        <span key={i} lang="en">
          {values[names[Number(part)]!]}
        </span>
      ) : (
        part
      ),
    );
}
