import type { Page } from '@playwright/test';
import { assessmentEn } from '../apps/web/src/locales/assessment-en.ts';
import { assessmentHi } from '../apps/web/src/locales/assessment-hi.ts';
import { hi } from '../apps/web/src/locales/hi.ts';
import { clinicalCase, storedAnswers } from './cases.ts';
import { expect, test } from './fixtures.ts';
import { bestMatchShown } from './flow.ts';

/**
 * The results keep their promises (the phone audit of 2026-11-26, decision 118): a self-care
 * result that says "Try the self-care advice below" shows it below; 104 is a button that calls; a
 * Hindi page and the Hindi voice name every condition in Hindi only, while the summary for a
 * doctor keeps the English names.
 */

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

/** The cases: a visit (knee), self-care (period pain), an emergency (chest), and a child's tummy. */
const CASES = [
  { place: 'knee', region: 'knee-left-front', id: 'knee_osteoarthritis_homemaker' },
  { place: 'lower-abdomen-pelvis', region: 'lower-abdomen-pelvis', id: 'la_period_pain_teenager' },
  { place: 'chest', region: 'chest', id: 'chest_acs_classic_diabetic_man' },
  { place: 'mid-abdomen', region: 'mid-abdomen', id: 'ma_worms_boy_8' },
] as const;

async function openResults(page: Page, c: (typeof CASES)[number], path = '/suggested-diagnosis') {
  const answers = {
    ...storedAnswers(c.place, clinicalCase(c.place, c.id)),
    painLocation: { id: c.region, key: c.place },
  };
  await page.addInitScript((a) => localStorage.setItem('userAnswers', JSON.stringify(a)), answers);
  await page.goto(path);
  await expect(page.locator('.triage')).toBeVisible();
  await expect(page.locator('p.loading')).toHaveCount(0);
}

/**
 * The phone's voice, stood in for: the read-aloud button shows only where a voice speaks the
 * page's language, and what it is given to say is kept in `window.spoken`.
 */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: string[] = [];
    Object.assign(window, { spoken });
    class Utterance {
      voice: unknown = null;
      lang = '';
      onend: (() => void) | null = null;
      constructor(readonly text: string) {}
    }
    const synth = Object.assign(new EventTarget(), {
      getVoices: () => [
        { lang: 'hi-IN', name: 'Hindi' },
        { lang: 'en-IN', name: 'English' },
      ],
      speak: (u: Utterance) => spoken.push(u.text),
      cancel: () => undefined,
    });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  });
}

/** The Latin-script words in the texts. */
function latinIn(texts: string[]): string[] {
  return texts.flatMap((text) => [...text.matchAll(/\p{Script=Latin}+/gu)].map((m) => m[0]));
}

test.describe('Hindi results name conditions in Hindi only', () => {
  test.use({ ...PHONE, locale: 'hi-IN' });

  for (const c of CASES) {
    test(`${c.id}: the results, the best match and the voice, with English only in the doctor's summary`, async ({
      page,
    }) => {
      await recordSpeech(page);
      await openResults(page, c);
      // Every cause listed, the ones behind "more" too.
      const more = page.locator('details.ranked-more');
      if ((await more.count()) > 0) await more.locator('> summary').click();
      const textOf = (selector: string) =>
        page.locator('main').evaluate((main, sel) => {
          return Array.from(main.querySelectorAll<HTMLElement>(sel))
            .filter((el) => !el.closest('.print-summary') && el.checkVisibility())
            .map((el) => {
              const copy = el.cloneNode(true) as HTMLElement;
              copy.querySelectorAll('[lang^="en"]').forEach((e) => e.remove());
              return copy.textContent ?? '';
            });
        }, selector);
      // The names, wherever the page gives them: no Latin script at all.
      const names = await textOf('h1, .result-headline, .ranked-item h3');
      expect(names.length).toBeGreaterThan(2);
      expect(latinIn(names), 'Latin script in a condition’s name on the Hindi results').toEqual([]);
      // The rest of what the page says about the conditions: no English term in brackets.
      const texts = await textOf('.triage, .ranked-item > p, .self-care-advice, [data-guard]');
      expect(
        texts.flatMap((x) => [...x.matchAll(/\([^()]*\p{Script=Latin}[^()]*\)/gu)].map((m) => m[0])),
        'English terms in brackets in the Hindi results',
      ).toEqual([]);

      await page.getByRole('button', { name: hi.readAloud.start, exact: true }).click();
      const spoken = await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);
      expect(spoken.length).toBeGreaterThan(1);
      expect(latinIn(spoken), 'Latin script in what the Hindi voice reads').toEqual([]);

      // The summary for a doctor keeps the English name beside the Hindi one.
      const summary = await page.locator('.print-summary').evaluate((el) => el.textContent ?? '');
      expect(summary).toMatch(/\(\p{Script=Latin}[^)]*\)/u);

      // The best match's own page: its name in Hindi only.
      await page.goto('/test-result');
      // Its frame's heading is the results' title, which has no Latin script whatever the best
      // match's name: read the heading once the page itself is there.
      await bestMatchShown(page, assessmentHi);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      expect(latinIn([title]), 'Latin script in the best match’s name').toEqual([]);
    });
  }
});

for (const { lang, locale, t } of [
  { lang: 'en', locale: 'en-IN', t: assessmentEn },
  { lang: 'hi', locale: 'hi-IN', t: assessmentHi },
] as const) {
  test.describe(`the results keep their promises (${lang})`, () => {
    test.use({ ...PHONE, locale });

    test('a self-care result shows the self-care advice it promises, below the promise', async ({ page }) => {
      const period = CASES[1];
      await openResults(page, period);
      const promise = page.getByText(t.triage.next.self_care_pharmacist, { exact: true });
      const advice = page.getByTestId('self-care-advice');
      await expect(promise).toBeVisible();
      await expect(advice.getByRole('heading', { name: t.result.selfCare })).toBeVisible();
      expect(await advice.locator('li').count()).toBeGreaterThan(0);
      const [said, shown] = await Promise.all([promise.boundingBox(), advice.boundingBox()]);
      expect(shown!.y).toBeGreaterThan(said!.y);
    });

    test('104 is a button that calls, at least 44 px tall', async ({ page }) => {
      await openResults(page, CASES[0]);
      const helpline = page.getByRole('link', { name: t.care.helpline, exact: true });
      await expect(helpline).toHaveAttribute('href', 'tel:104');
      const box = await helpline.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await expect(helpline).toHaveClass(/\bbutton\b/);
    });
  });
}
