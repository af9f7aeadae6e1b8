import { expect, test } from '@playwright/test';

// The production build loads cleanly: a document with a language and a title,
// something visible rendered, and no console error, uncaught exception or
// failed request on the way. Tagged @phone so it also runs in the phone project.
test('the app loads without errors', { tag: '@phone' }, async ({ page, baseURL }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console.error: ${msg.text()} (${msg.location().url || 'no url'})`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });

  const response = await page.goto('/');
  expect(response?.status(), `GET ${baseURL}/`).toBe(200);

  await expect(page.locator('html')).toHaveAttribute('lang', /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/);
  await expect(page).toHaveTitle(/\S/);
  // Something visible was rendered (an empty React root has no box).
  await expect(page.locator('body *:visible').first()).toBeVisible();

  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
