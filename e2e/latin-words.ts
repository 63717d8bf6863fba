import { expect, type Page } from '@playwright/test';

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

/**
 * Names the site keeps in Latin script on a Hindi page: the brand and the health bodies whose
 * guidance it follows. Every other Latin-script word on a Hindi page is English left behind.
 */
const NAMES = new Set(['PainPoint', 'WHO', 'NCDC', 'NCVBDC', 'ICMR', 'NHS']);
/**
 * At most this many other Latin-script words in a Hindi page's main region (terms in brackets and
 * text marked `lang="en"` not counted). Three lets through an address or a product name the Hindi
 * keeps as it is (an e-mail address, YouTube), while any English sentence or label of more than
 * three words left untranslated fails.
 */
export const MAX_LATIN_WORDS = 3;

/** Fails when a Hindi page's main region shows more English than MAX_LATIN_WORDS allows. */
export async function expectHindiMain(page: Page): Promise<void> {
  const left = (await latinWords(page)).filter((w) => !NAMES.has(w));
  expect(left.length, `Latin-script words in the main region: ${left.join(' ')}`).toBeLessThanOrEqual(MAX_LATIN_WORDS);
}
