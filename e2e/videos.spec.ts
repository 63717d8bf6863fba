import type { Page, Request } from '@playwright/test';
import { assessmentEn } from '../apps/web/src/locales/assessment-en.ts';
import { assessmentHi } from '../apps/web/src/locales/assessment-hi.ts';
import { clinicalCase, storedAnswers } from './cases.ts';
import { expect, test } from './fixtures.ts';

/**
 * The videos page (decisions 009 and 087) with a knee case whose possible causes include one
 * with a YouTube video (a knee ligament sprain), one with a video on its organisation's own site
 * (an ACL tear) and one with no checked video (a meniscal tear).
 */
const answers = storedAnswers('knee', clinicalCase('knee', 'knee_meniscus_shopkeeper'));

/** Every request the page makes to a host other than the site's own. */
function thirdParty(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).hostname !== '127.0.0.1') seen.push(r);
  });
  return seen;
}

test.beforeEach(async ({ page }) => {
  // Init scripts run in frames too; the player's frame is another site's, with no access to ours.
  await page.addInitScript((a) => {
    if (window === window.top) localStorage.setItem('userAnswers', JSON.stringify(a));
  }, answers);
  // The player itself is not under test, and the suite runs offline: a stand-in answers for it.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
});

test('nothing is asked of the video host until play is pressed; then the privacy-enhanced player', async ({ page }) => {
  const requests = thirdParty(page);
  await page.goto('/video-test-result');
  const sprain = page.locator('.video-card[data-condition="collateral_ligament_sprain"]');
  const play = sprain.getByRole('button', { name: 'Play video: Early knee exercises - introduction' });
  await expect(play).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.map((r) => r.url())).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);

  await play.click();
  const frame = sprain.locator('iframe');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/2iB8pcKzJgo?autoplay=1&rel=0');
  await expect(frame).toHaveAttribute('title', 'Early knee exercises - introduction');
  await expect.poll(() => requests.map((r) => new URL(r.url()).hostname)).toContain('www.youtube-nocookie.com');
  // Only the privacy-enhanced host, never youtube.com or its image host, even after the press.
  expect(requests.filter((r) => !r.url().startsWith('https://www.youtube-nocookie.com/'))).toEqual([]);
});

test('a video on another site is a link; a cause without a video sends the visitor to read, promising no player', async ({
  page,
}) => {
  await page.goto('/video-test-result');
  await expect(page.getByText(assessmentEn.videos.lead)).toBeVisible();
  const acl = page.locator('.video-card[data-condition="anterior_cruciate_ligament_rupture"]');
  await expect(acl.getByRole('link', { name: /^Watch “Mayo Clinic Minute: ACL tears/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expect(acl.getByRole('button')).toHaveCount(0);

  const meniscus = page.locator('.video-card[data-condition="meniscal_tear"]');
  const read = meniscus.locator('a.reading-link');
  await expect(read).toHaveText(/^Read about .+ on the .+ website$/);
  await expect(read).toHaveAttribute('href', /^https:\/\//);
  await expect(read).toHaveAttribute('rel', /noopener/);
  await expect(meniscus.locator('button, iframe')).toHaveCount(0);
  await expect(meniscus).not.toContainText(/\bvideo|press play/i);
});

test.describe('in Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('the reading page is offered in Hindi, with the publisher’s name marked as English', async ({ page }) => {
    await page.goto('/video-test-result');
    await expect(page.getByText(assessmentHi.videos.lead)).toBeVisible();
    const read = page.locator('.video-card[data-condition="meniscal_tear"] a.reading-link');
    await expect(read).toHaveText(/ के बारे में .+ की वेबसाइट पर पढ़ें$/);
    await expect(read.locator('[lang="en"]')).toHaveCount(1);
    const play = page.locator('.video-card[data-condition="collateral_ligament_sprain"]').getByRole('button');
    await expect(play).toContainText(assessmentHi.videos.facade);
  });
});
