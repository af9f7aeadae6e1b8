/**
 * The table's sound (issue 13): nothing loads or plays before the first press, the sound code
 * arrives after it, the Lyd / Ljud switch and the volume are kept, and a page without audio
 * plays on silently (the fixtures fail a test on any console error).
 */
import { test, expect, waitSettled, chip, spot } from './fixtures.ts';
import type { Page } from '@playwright/test';

/** Counts AudioContexts made and sounds started by the page (the real API goes on working). */
async function countAudio(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { audioLog: { contexts: number; started: number } };
    w.audioLog = { contexts: 0, started: 0 };
    const Real = window.AudioContext;
    if (!Real) return;
    window.AudioContext = class extends Real {
      constructor(...args: ConstructorParameters<typeof AudioContext>) {
        super(...args);
        w.audioLog.contexts++;
      }
    };
    const start = AudioScheduledSourceNode.prototype.start;
    AudioScheduledSourceNode.prototype.start = function (...args: Parameters<typeof start>) {
      w.audioLog.started++;
      return start.apply(this, args);
    };
  });
}
const audioLog = (page: Page) => page.evaluate(() => (window as unknown as { audioLog: { contexts: number; started: number } }).audioLog);

test('nothing is loaded or played before the first press; a round after it is heard', async ({ page }) => {
  await countAudio(page);
  const sound: string[] = [];
  page.on('request', (r) => {
    if (/\/player-[^/]*\.js$/.test(r.url())) sound.push(r.url());
  });
  await page.goto('/?seed=sound');
  await expect(page.getByTestId('table')).toBeVisible();
  await page.waitForTimeout(500);
  expect(sound).toEqual([]);
  expect(await audioLog(page)).toEqual({ contexts: 0, started: 0 });
  await chip(page, '10 kr');
  await spot(page, 'Spiller');
  await expect.poll(() => sound.length).toBe(1);
  await page.getByRole('button', { name: 'GI', exact: true }).click();
  await waitSettled(page);
  const log = await audioLog(page);
  expect(log.contexts).toBe(1);
  expect(log.started).toBeGreaterThan(4); // chip, cards dealt and turned, the result
});

test('the Lyd switch and volume are kept; switched off, nothing plays', async ({ page }) => {
  await countAudio(page);
  await page.goto('/?seed=sound-off');
  await page.getByRole('button', { name: 'Innstillinger' }).click();
  const sw = page.getByRole('switch', { name: 'Lyd', exact: true });
  await expect(sw).toBeChecked();
  await page.getByRole('slider', { name: 'Volum' }).fill('30');
  await sw.uncheck();
  await page.keyboard.press('Escape');
  await chip(page, '10 kr');
  await spot(page, 'Bank');
  await page.getByRole('button', { name: 'GI', exact: true }).click();
  await waitSettled(page);
  expect((await audioLog(page)).started).toBe(0);
  await page.goto('/?seed=sound-off&lng=sv');
  await page.getByRole('button', { name: 'Inställningar' }).click();
  await expect(page.getByRole('switch', { name: 'Ljud', exact: true })).not.toBeChecked();
  await expect(page.getByRole('slider', { name: 'Volym' })).toHaveValue('30');
});

test('without the Web Audio API the table plays on silently, with no console error', async ({ page }) => {
  await page.addInitScript(() => {
    // @ts-expect-error: a browser without Web Audio
    delete window.AudioContext;
  });
  await page.goto('/?seed=no-audio');
  await chip(page, '10 kr');
  await spot(page, 'Uavgjort');
  await page.getByRole('button', { name: 'GI', exact: true }).click();
  await waitSettled(page);
  await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', '1');
});
