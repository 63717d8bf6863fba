// The time from the visitor's last answer to the results being on screen, in Chromium on a
// 375 px phone viewport, with and without a 4× CPU slowdown (a low-cost Android phone).
//   npm run bench:results-time            (builds first; -- --no-build to reuse the build)
// Each run starts from stored answers with only the last question left, presses "Next" after a
// short pause to read it, and measures inside the page from the click to the
// first ranked condition painted.
import { chromium } from '@playwright/test';
import { loadKnowledgeBase } from '@painpoint/content';
import type { LocationKey } from '@painpoint/contracts';
import { answerStep, buildModel, selectionsFromFlags, simulateInterview, type UserAnswers } from '@painpoint/engine';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { caseAnswers } from './case-answers.ts';
import { startBuiltSite } from './site.ts';

const RUNS = 15;
const READING_MS = 1500;
const CASES: { location: LocationKey; region: string; id: string }[] = [
  { location: 'lower-abdomen-pelvis', region: 'lower-abdomen', id: 'la_appendicitis_woman_no_migration' },
  { location: 'knee', region: 'knee-left-front', id: 'knee_meniscus_shopkeeper' },
  { location: 'chest', region: 'chest', id: 'chest_acs_classic_diabetic_man' },
];

const kb = loadKnowledgeBase();

/**
 * Stored answers with every question the interview asks answered but the last, which is left to
 * the visitor: the scoring model's path (decision 134), "not sure" where the case is silent, as
 * the interview tool does.
 */
function beforeLastAnswer(c: (typeof CASES)[number]) {
  const stored = caseAnswers(c.location, c.region, c.id, 'complete');
  const loc = kb.locations.get(c.location)!;
  const profile = { sex: stored.sex, age: stored.age_range?.min, weight: stored.weight };
  const model = buildModel({ steps: loc.file.steps, diseases: loc.diseases, profile });
  const given = selectionsFromFlags(stored.flags);
  const { selections, asked } = simulateInterview(model, (id) => given.get(id));
  let answers: UserAnswers = { ...stored, flags: {}, symptoms: {} };
  for (const [id, keys] of selections) answers = answerStep(answers, id, keys);
  const last = asked.at(-1)!;
  return { answers: answerStep(answers, last, []), last, keys: selections.get(last)! };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const site = await startBuiltSite(3320);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log('case                                   CPU   median    max   (ms, click → first result painted)');
  for (const c of CASES) {
    const { answers, last, keys } = beforeLastAnswer(c);
    for (const slowdown of [1, 4]) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
        await page.goto(`${site.base}/healthz`);
        await page.evaluate((a) => localStorage.setItem('userAnswers', JSON.stringify(a)), answers);
        await page.goto(`${site.base}/steps-by-location`);
        const form = page.locator(`form[data-step="${last}"]`);
        for (const k of keys) await form.locator(`[data-option="${k}"] input`).check();
        // A visitor reads the question before answering; the page uses that time to fetch ahead.
        await page.waitForTimeout(READING_MS);
        const ms = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const button = document.querySelector<HTMLButtonElement>('form[data-step] button[type="submit"]')!;
              let t0 = 0;
              new MutationObserver((_, obs) => {
                if (!document.querySelector('.ranked-item, .triage')) return;
                obs.disconnect();
                requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0)));
              }).observe(document.body, { childList: true, subtree: true });
              t0 = performance.now();
              button.click();
            }),
        );
        times.push(ms);
        await page.close();
      }
      console.log(
        `${c.id.padEnd(38)} ${`${slowdown}×`.padStart(3)} ${median(times).toFixed(1).padStart(8)} ${Math.max(...times)
          .toFixed(1)
          .padStart(6)}`,
      );
    }
  }
} finally {
  await browser.close();
  site.stop();
}
