import type { Page } from '@playwright/test';
import { clinicalCase, readSteps, type ClinicalCase, type Step } from './cases.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { answerAnyway, assessFromList, openBestMatch } from './flow.ts';

const ownHeadSteps = readSteps('locations/head.json');
/** The head's own steps up to its warning signs (the pregnancy signs come before them, decision 117). */
const upToRedFlags = ownHeadSteps.findIndex((s) => s.id === 'red_flags') + 1;
/**
 * The head's questions as an adult is asked them: its warning signs, the shared danger signs, the
 * first whole-body screen (the case has no fever, so nothing it opens), the rest.
 */
const headSteps = [
  ...ownHeadSteps.slice(0, upToRedFlags),
  ...readSteps('shared/danger-signs.json').filter((s) => s.id.startsWith('danger_adult')),
  ...readSteps('shared/whole-body.json').filter((s) => s.dependent_on_any_symptoms.length === 0),
  ...ownHeadSteps.slice(upToRedFlags),
];

/**
 * The longest way through the head's questions: every one of its own, the two screens of danger signs and the first whole-body screen are asked (a woman over 50, pregnant or
 * just had a baby, a knock to the head), with several answers to the many-answer questions and
 * two warning signs. A migraine story otherwise, from the knowledge base's own cases.
 */
function longHeadCase(): ClinicalCase {
  const c = clinicalCase('head', 'head_migraine_before_periods');
  return {
    ...c,
    age: 52,
    weight: 68,
    // Pregnant at 52 (rare, but it opens every question of the head, the over-50 ones too).
    pregnancy: { status: 'yes', months: 7 },
    answers: {
      ...c.answers,
      danger_adult_1: ['none'],
      danger_adult_2: ['none'],
      // A knock to the head is among the warning signs (it opens the knock's questions).
      warning_signs: ['ws_pregnancy', 'bg_minor_knock'],
      pregnancy_signs: ['preg_vision', 'preg_swelling'],
      age_50_checks: ['gca_unwell'],
      background: ['bg_family_migraine', 'bg_stress_sleep', 'bg_desk_neck'],
      knock_when: ['kw_weeks'],
      knock_after: ['ka_dizzy', 'ka_foggy', 'ka_light_noise'],
      timing: ['not_sure'],
    },
  };
}

/**
 * The page as Chromium prints it to PDF (tagged, as its "Save as PDF" makes it): how many pages,
 * counted from its page objects, and whether a screen reader finds its headings and tables.
 */
async function printed(page: Page): Promise<{ pages: number; tags: string[] }> {
  const pdf = (await page.pdf({ format: 'A4', tagged: true })).toString('latin1');
  return {
    pages: pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0,
    tags: [...new Set(pdf.match(/\/S \/(H1|H2|Table|TH|TD)\b/g) ?? [])].map((t) => t.slice(4)).sort(),
  };
}

/**
 * What a browser does as it prints: `beforeprint` (which dates the summary, as `window.print()` and
 * the browser's own print command fire it), then the print styles.
 */
async function startPrinting(page: Page, colorScheme?: 'dark'): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print', ...(colorScheme ? { colorScheme } : {}) });
}

/** A fact of the summary's first block by its label ("Patient" gives "Female, 52 years, 68 kg"). */
const factOf = (page: Page) => (term: string) =>
  page
    .locator('.print-summary .summary-facts div')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd');

/** Text on the page outside the summary that a printer would print (not hidden by the print styles). */
const printedOutsideSummary = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.body.querySelectorAll('*'))
      .filter(
        (el) =>
          !el.closest('.print-summary') &&
          el.checkVisibility() &&
          Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== ''),
      )
      .map((el) => el.textContent.trim().slice(0, 60)),
  );

test.describe('the summary for a doctor', () => {
  test('prints who, where, every answer, the warning signs, the urgency and why, the best matches and the knowledge-base version, on one A4 page', async ({
    page,
  }) => {
    const c = longHeadCase();
    // The ids of the steps asked, from answerQuestions' "id: question…" lines.
    const asked = (await assessFromList(page, c, 'Head and face')).flatMap((s) => /^([a-z0-9_]+): /.exec(s)?.[1] ?? []);
    // The warning screens first, then a long interview: the answers fill the page.
    expect(asked.slice(0, 5)).toEqual(headSteps.slice(0, 5).map((s) => s.id));
    expect(asked.length, 'a long interview').toBeGreaterThanOrEqual(12);

    // On screen: one secondary button, the summary not shown (nor read out twice), no axe violation.
    const button = page.getByRole('button', { name: 'Summary for your doctor' });
    await expect(button).toBeVisible();
    await expect(button).toHaveClass(/button-secondary/);
    const summary = page.locator('.print-summary');
    await expect(summary).toBeHidden();
    await expectNoAxeViolations(page);

    // What the results page says, to compare with the paper.
    const headline = (await page.locator('.result-headline').innerText()).trim();
    const reasons = await page.locator('.triage .triage-flags li').allInnerTexts();
    const level = (await page.locator('.triage h2 .badge').innerText()).trim();
    // The causes after the third are behind "More possible causes": read as text, not as drawn.
    const textsOf = (selector: string) =>
      page.locator(selector).evaluateAll((els) => els.map((el) => (el.textContent ?? '').trim()));
    const ranking = (await textsOf('.ranked-item h3')).slice(0, 5);
    const strengths = (await textsOf('.ranked-item .strength')).slice(0, 5);
    const version = (await page.request.get('/diagnosis/get-diagnosis-step/head/')).headers()['content-version'];
    expect(version, 'the API names its knowledge-base version').toMatch(/^[0-9a-f]{12}$/);

    await startPrinting(page);
    await expect(summary).toBeVisible();
    expect(await printedOutsideSummary(page), 'nothing but the summary is printed').toEqual([]);

    await expect(summary.getByRole('heading', { level: 1 })).toHaveText('Pain summary for a doctor');
    await expect(summary).toContainText('It is not a diagnosis');
    const fact = factOf(page);
    await expect(fact('Patient')).toHaveText('Female, 52 years, 68 kg, pregnant (month 7)');
    await expect(fact('Answered by')).toHaveText('the patient');
    await expect(fact('Where it hurts')).toHaveText('Head and face');
    const label = (step: string, key: string) =>
      headSteps.find((s) => s.id === step)!.step_options.find((o) => o.key === key)!.label;
    await expect(fact('Warning signs')).toContainText(label('warning_signs', 'ws_pregnancy'));
    await expect(fact('Warning signs')).toContainText(label('pregnancy_signs', 'preg_vision'));
    await expect(fact('Urgency')).toHaveText(level);

    // The urgency with the reasons the results page gives.
    const why = summary.locator('.summary-why');
    await expect(why).toContainText(headline);
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) await expect(why).toContainText(reason);

    // The five best matches, in the order and words of the results page.
    const rows = summary.locator('tr[data-condition]');
    await expect(rows).toHaveCount(5);
    for (const [i, name] of ranking.entries()) {
      await expect(rows.nth(i).locator('td').first()).toHaveText(name.trim());
      await expect(rows.nth(i).locator('td').nth(1)).toContainText(strengths[i]!.trim());
    }

    // Every question asked, in order, with its answers in words ("Not sure" as such).
    const answers = summary.locator('[data-step]');
    await expect(answers).toHaveCount(asked.length);
    for (const [i, id] of asked.entries()) {
      const step = headSteps.find((s) => s.id === id)!;
      const chosen = (c.answers[id] ?? ['not_sure']).map((k) => (k === 'not_sure' ? 'Not sure' : label(id, k)));
      await expect(answers.nth(i).locator('dt')).toHaveText(step.question);
      await expect(answers.nth(i).locator('dd')).toHaveText(chosen.join('; '));
    }

    await expect(summary.locator('.summary-footer')).toContainText(`Knowledge base version ${version}`);

    // One page, and the PDF keeps the summary's structure (it would have none if aria-hidden).
    expect(await printed(page)).toEqual({ pages: 1, tags: ['H1', 'H2', 'TD', 'TH', 'Table'] });
  });

  test('says when no warning sign was chosen, shows how long the pain has lasted, and prints from the best match too', async ({
    page,
  }) => {
    // Dark theme on screen; paper is light all the same.
    await page.emulateMedia({ colorScheme: 'dark' });
    const sciatica = clinicalCase('lower-back', 'lb_sciatica_software_engineer');
    // "None" to the danger signs every place asks too (decision 076).
    const c: ClinicalCase = {
      ...sciatica,
      answers: { ...sciatica.answers, danger_adult_1: ['none'], danger_adult_2: ['none'] },
    };
    await assessFromList(page, c, /lower back/i);
    // How long, if the interview did not ask it: answered from the list of answers' "Change" (any
    // question can be answered there), as a person adds what they want the doctor to know.
    if (!(await page.locator('.print-summary').innerText()).includes('How long'))
      await answerAnyway(page, 'duration', c.answers.duration!);
    await openBestMatch(page);
    await expect(page.getByRole('button', { name: 'Summary for your doctor' })).toBeVisible();
    await expectNoAxeViolations(page);

    await startPrinting(page, 'dark');
    const summary = page.locator('.print-summary');
    await expect(summary).toBeVisible();
    expect(await printedOutsideSummary(page)).toEqual([]);
    const fact = factOf(page);
    await expect(fact('Warning signs')).toHaveText('None of the warning signs');
    const duration = (c.answers.duration ?? [])[0];
    expect(duration, 'the case says how long').toBeTruthy();
    const steps = readSteps('locations/lower-back.json');
    const howLong = steps.find((s) => s.id === 'duration')!.step_options.find((o) => o.key === duration)!.label;
    await expect(fact('How long')).toHaveText(howLong);
    // Black on white, whatever the theme on screen.
    const colours = await summary.evaluate((el) => [
      getComputedStyle(el).color,
      getComputedStyle(document.body).backgroundColor,
    ]);
    expect(colours).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
    expect((await printed(page)).pages).toBe(1);
  });
});

/** The steps of a place and the shared steps every place asks, from the knowledge base's files. */
const stepsOf = (place: string) => [
  ...readSteps(`locations/${place}.json`),
  ...readSteps('shared/danger-signs.json'),
  ...readSteps('shared/whole-body.json'),
];

/** Fails unless every part is in the text, each after the one before. */
function expectInOrder(text: string, parts: string[]) {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    expect(at, `“${part}” after character ${from} of:\n${text}`).toBeGreaterThanOrEqual(0);
    // A part's closing line break may open the next part.
    from = at + part.replace(/\n$/, '').length;
  }
}

/**
 * The summary shared as text says, in this order, what the printed summary says (its facts, its
 * best matches), the urgency and its reasons as the page gives them, every question asked with
 * the case's answers, and the knowledge-base version; no blank where a value should be.
 */
async function expectSummaryText(page: Page, text: string, c: ClinicalCase, place: string, asked: string[]) {
  const steps = stepsOf(place);
  const label = (step: Step, key: string) =>
    key === 'not_sure' ? 'Not sure' : step.step_options.find((o) => o.key === key)!.label;
  const print = page.locator('.print-summary');
  const readFacts = () =>
    print
      .locator('.summary-facts div')
      .evaluateAll((divs) =>
        divs.map((d) => `${d.querySelector('dt')?.textContent}: ${d.querySelector('dd')?.textContent}`),
      );
  // The printed summary is dated as printing starts, by a listener the page adds in an effect, so
  // the first start of printing may come before the listener: start again until the date is there.
  // A summary that is never dated still fails.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
      return (await readFacts()).some((f) => f.startsWith('Date: '));
    })
    .toBe(true);
  const facts = await readFacts();
  const version = (await page.request.get(`/diagnosis/get-diagnosis-step/${place}/`)).headers()['content-version'];
  expect(text).not.toMatch(/undefined|NaN|null|\{\{/);
  expect(facts).toEqual(
    expect.arrayContaining([
      `Patient: ${c.sex === 'male' ? 'Male' : 'Female'}, ${c.age} years, ${c.weight} kg`,
      expect.stringMatching(/^Date: \d{1,2} \w+ \d{4}$/),
    ]),
  );
  expectInOrder(text, [
    'Pain summary for a doctor\n',
    'It is not a diagnosis',
    ...facts.map((f) => `\n${f}\n`),
    '\nHow urgent, and why\n',
    (await page.locator('.result-headline').innerText()).trim(),
    ...(await page.locator('.triage .triage-flags li').allInnerTexts()).map((r) => `- ${r}`),
    '\nPossible causes, best match first\n',
    ...(await print.locator('tr[data-condition] td:first-child').allTextContents()).map((n) => `\n${n}: `),
    '\nEvery answer, in the order asked\n',
    ...asked.map((id, i) => {
      const step = steps.find((s) => s.id === id)!;
      const answer = (c.answers[id] ?? ['not_sure']).map((k) => label(step, k)).join('; ');
      return `\n${i + 1}. ${step.question}\n   ${answer}\n`;
    }),
    `\nKnowledge base version ${version}`,
  ]);
}

test.describe('sharing the summary for a doctor as text', () => {
  test.use({ viewport: { width: 360, height: 640 } });
  const c = clinicalCase('lower-back', 'lb_sciatica_software_engineer');
  const askedIn = (shown: string[]) => shown.flatMap((s) => /^([a-z0-9_]+): /.exec(s)?.[1] ?? []);

  test('from a phone: gives the share menu the summary as text, and a closed menu is no error', async ({ page }) => {
    // A phone's share menu belongs to the system, and a headless browser has none to drive: this
    // stands in for navigator.share and keeps what the page gave it. The second call is the
    // visitor closing the menu without choosing an app.
    await page.addInitScript(() => {
      const given: ShareData[] = [];
      Object.assign(window, { sharedSummaries: given });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          given.push(data);
          return given.length === 1
            ? Promise.resolve()
            : Promise.reject(new DOMException('Share canceled', 'AbortError'));
        },
      });
    });
    const asked = askedIn(await assessFromList(page, c, /lower back/i));
    const button = page.getByRole('button', { name: 'Share the summary' });
    await expect(button).toHaveClass(/button-secondary/);
    await expect(page.getByRole('button', { name: 'Copy the summary' })).toHaveCount(0);
    await button.click();
    const shared = () => page.evaluate(() => (window as unknown as { sharedSummaries: ShareData[] }).sharedSummaries);
    await expect.poll(async () => (await shared()).length).toBe(1);
    const [given] = await shared();
    expect(given?.title).toBe('Pain summary for a doctor');
    await expectSummaryText(page, given?.text ?? '', c, 'lower-back', asked);

    await button.click();
    await expect.poll(async () => (await shared()).length).toBe(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('without a share menu (a desktop browser): copies the summary and says so', async ({ page, context }) => {
    // Chromium on Linux has no navigator.share; removed all the same, so the test does not
    // depend on where it runs.
    await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.emulateMedia({ colorScheme: 'dark' });
    const asked = askedIn(await assessFromList(page, c, /lower back/i));
    await openBestMatch(page);

    await expect(page.getByRole('button', { name: 'Share the summary' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Copy the summary' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Summary copied' })).toHaveText(
      'Summary copied. Paste it into a message or an e-mail to your doctor.',
    );
    await expectSummaryText(page, await page.evaluate(() => navigator.clipboard.readText()), c, 'lower-back', asked);
    await expectNoAxeViolations(page);
  });
});
