import type { Page } from '@playwright/test';

/**
 * The words in Latin script that a page written in another script still shows in its main region
 * (decision 046): the English left untranslated. Not counted: text inside an element marked
 * `lang="en"` (English on purpose, such as the language switch's "English"), terms in brackets,
 * which the style guide asks for beside the everyday word ("अपेंडिक्स (appendicitis)"), and text
 * that is not shown. Names the site keeps in Latin script (PainPoint, WHO) are counted: each page
 * has a few, which the threshold of the test allows for.
 */
export function latinWords(page: Page, region = 'main'): Promise<string[]> {
  return page.locator(region).evaluate((root) => {
    const words: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent) continue;
      // Marked English within the region (the page's own <html lang> says nothing about a part).
      const marked = parent.closest('[lang]');
      if (marked && root.contains(marked) && marked.getAttribute('lang')?.toLowerCase().startsWith('en')) continue;
      if (parent.closest('script, style, [hidden], [aria-hidden="true"]') || !parent.checkVisibility()) continue;
      text += ` ${node.textContent ?? ''}`;
    }
    const outsideBrackets = text.replace(/\([^()]*\)/g, ' ');
    for (const match of outsideBrackets.matchAll(/\p{Script=Latin}+(?:['’.-]\p{Script=Latin}+)*/gu))
      words.push(match[0]);
    return words;
  });
}
