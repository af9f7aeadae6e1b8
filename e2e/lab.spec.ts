/**
 * Systemlab (issue 14): opened from the top bar, it runs a betting system over many evenings in a
 * Web Worker and shows the figures beside the exact expectation, two charts with their tables and
 * a conclusion worded from the figures, in nb and sv; a long run shows progress and can be
 * cancelled. The worker's speed for 10 000 evenings of 100 rounds is measured and printed.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

const TEXT = {
  nb: { open: 'Systemlab', run: 'Kjør', cancel: 'Avbryt', sessions: 'Antall kvelder', rounds: 'Runder per kveld (høyst)', system: 'System', won: /^Med Martingale gikk [\d,]+\s%\sav kveldene i (pluss|minus)/, lost: 'i snitt tapte du', figures: 'Tallene i diagrammet', cancelled: 'Kjøringen ble avbrutt.' },
  sv: { open: 'Systemlabb', run: 'Kör', cancel: 'Avbryt', sessions: 'Antal kvällar', rounds: 'Omgångar per kväll (högst)', system: 'System', won: /^Med Martingale gick [\d,]+\s%\sav kvällarna (plus|minus)/, lost: 'i snitt förlorade du', figures: 'Siffrorna i diagrammet', cancelled: 'Körningen avbröts.' },
} as const;

async function openLab(page: Page, lng: 'nb' | 'sv') {
  await page.goto(`/?lng=${lng}`);
  await page.getByRole('button', { name: TEXT[lng].open, exact: true }).click();
  const lab = page.getByTestId('lab');
  await expect(lab).toBeVisible();
  return lab;
}

for (const lng of ['nb', 'sv'] as const) {
  test(`a Martingale lab in ${lng}: figures, charts with tables, and the conclusion`, async ({ page }) => {
    test.setTimeout(90_000);
    const lab = await openLab(page, lng);
    await lab.getByLabel(TEXT[lng].sessions).selectOption('10000');
    await lab.getByRole('button', { name: TEXT[lng].run, exact: true }).click();
    const results = page.getByTestId('lab-results');
    await expect(results).toBeVisible({ timeout: 60_000 });
    await expect(results).toHaveAttribute('data-sessions', '10000');

    const ms = Number(await results.getAttribute('data-ms'));
    console.log(`lab worker (${lng}): 10 000 sessions × 100 rounds, Martingale on Banker, in ${ms} ms`);
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThan(30_000); // generous: the target (≤ 1 s) is measured by npm run bench

    // The mean lies within 4 standard errors of the exact expectation, and both are shown.
    const value = async (id: string) => Number(await page.getByTestId(id).getAttribute('data-value'));
    const [mean, expected, se, staked] = [await value('lab-mean'), await value('lab-expected'), await value('lab-stderror'), await value('lab-staked')];
    expect(se).toBeGreaterThan(0);
    expect(Math.abs(mean - expected)).toBeLessThan(4 * se);
    expect(expected).toBeLessThan(0);
    expect(-expected / staked).toBeCloseTo(0.0117, 3);
    const won = await value('lab-won');
    expect(won).toBeGreaterThan(0.5); // Martingale wins most evenings…
    expect(await value('lab-ruined')).toBeGreaterThan(0.1); // …and goes broke in some.

    const conclusion = page.getByTestId('lab-conclusion');
    await expect(conclusion.locator('p').first()).toHaveText(TEXT[lng].won);
    await expect(conclusion).toContainText(TEXT[lng].lost);
    await expect(conclusion).toContainText('1,17 %');

    // Two charts drawn by the chart library, each with a table of its figures.
    for (const chart of ['lab-histogram', 'lab-paths']) {
      await expect(page.getByTestId(chart)).toHaveAttribute('role', 'img');
      await expect(page.getByTestId(chart).locator('canvas')).toHaveCount(1);
      const box = await page.getByTestId(chart).locator('canvas').boundingBox();
      expect(box!.width).toBeGreaterThan(200);
    }
    const summaries = results.getByText(TEXT[lng].figures);
    await expect(summaries).toHaveCount(2);
    await summaries.first().click();
    const bars = page.getByTestId('lab-histogram-table').locator('tbody tr');
    const counts = await bars.evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-count'))));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(10_000);
    await summaries.nth(1).click();
    await expect(page.getByTestId('lab-paths-table').locator('thead th')).toHaveCount(6);
  });
}

test('a long run shows its progress and can be cancelled', async ({ page }) => {
  const lab = await openLab(page, 'nb');
  await lab.getByLabel(TEXT.nb.sessions).selectOption('100000');
  await lab.getByLabel(TEXT.nb.rounds).selectOption('1000');
  await lab.getByLabel(TEXT.nb.system).selectOption('flat');
  await lab.getByRole('button', { name: TEXT.nb.run, exact: true }).click();
  const progress = page.getByTestId('lab-progress');
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 20_000 }).toBeGreaterThan(0);
  await lab.getByRole('button', { name: TEXT.nb.cancel, exact: true }).click();
  await expect(page.getByTestId('lab-cancelled')).toHaveText(TEXT.nb.cancelled);
  await expect(progress).toBeHidden();
  await expect(page.getByTestId('lab-results')).toHaveCount(0);
  await expect(lab.getByRole('button', { name: TEXT.nb.run, exact: true })).toBeEnabled();
});
