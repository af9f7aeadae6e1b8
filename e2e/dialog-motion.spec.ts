/**
 * The dialogs' motion (src/ui/Modal.tsx): the panel rises into place as it opens; once closed it
 * leaves only an afterimage that fades, which is out of the accessibility tree, catches no click and
 * is gone soon after. Under reduced motion nothing moves. The `<dialog>` itself closes at once.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/** The transform of the open dialog (or its afterimage) now. */
const transformOf = (page: Page) => page.locator('dialog[open], dialog[data-leaving]').evaluate((d) => getComputedStyle(d).transform);

const TITLE = 'Odds for kortskoen';

/** Opens the odds dialog once motion has loaded, recording what the dialogs ask the browser to animate. */
async function openOdds(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { dialogAnimations: string[] }).dialogAnimations = []);
    const record = (target: Element | null, keyframes: Keyframe[] | PropertyIndexedKeyframes | null) => {
      const first = (Array.isArray(keyframes) ? keyframes[0] : keyframes) ?? {};
      if (target?.tagName === 'DIALOG') seen.push(Object.keys(first).filter((k) => !['offset', 'easing', 'composite'].includes(k)).join());
    };
    // motion makes its browser animations either way.
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      record(this, args[0]);
      return animate.apply(this, args);
    };
    const Effect = KeyframeEffect;
    window.KeyframeEffect = function (target: Element | null, keyframes: Keyframe[] | PropertyIndexedKeyframes | null, options?: number | KeyframeEffectOptions) {
      record(target, keyframes);
      return new Effect(target, keyframes, options);
    } as unknown as typeof KeyframeEffect;
  });
  await page.goto('/?seed=motion&lng=nb');
  // The dialogs and motion's features load in the background after the first paint.
  await expect(page.getByRole('button', { name: 'Odds', exact: true })).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /motionFeatures-/.test(e.name)));
  await page.waitForTimeout(300);
  await page.getByRole('button', { name: 'Odds', exact: true }).click();
  await expect(page.getByRole('dialog', { name: TITLE })).toBeVisible();
}

const animated = (page: Page) => page.evaluate(() => (window as unknown as { dialogAnimations: string[] }).dialogAnimations);

test('a dialog rises in; closed, its afterimage is inert, hidden and lets clicks through until it is gone', async ({ page }) => {
  await openOdds(page);
  const dialog = page.getByRole('dialog', { name: TITLE });
  // It rose: the browser was asked to animate its transform.
  expect(await animated(page)).toContain('transform');
  // Settled in place: no transform left over from the rise.
  await expect.poll(() => transformOf(page)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
  const box = (await dialog.boundingBox())!;

  // Read as the dialog closes (its close event, after the dialog's own handler): a fade may end
  // before a later look on a busy machine.
  await page.evaluate(({ x, y }) => {
    const d = document.querySelector<HTMLDialogElement>('dialog[open]')!;
    d.addEventListener('close', () => {
      const hit = document.elementFromPoint(x, y);
      (window as unknown as { seen: unknown }).seen = { open: d.open, inert: d.inert, hidden: d.getAttribute('aria-hidden'), hit: d.contains(hit), focus: document.activeElement?.textContent };
    }, { once: true });
  }, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  await page.keyboard.press('Escape');
  // At once: closed, out of the accessibility tree, focus back on its button.
  const seen = await page.waitForFunction(() => (window as unknown as { seen?: unknown }).seen).then((h) => h.jsonValue());
  expect(seen).toEqual({ open: false, inert: true, hidden: 'true', hit: false, focus: 'Odds' });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Gone when the fade ends: a plain closed <dialog>, not shown.
  await expect(page.locator('dialog[popover], dialog[data-leaving], dialog[aria-hidden]')).toHaveCount(0);
  await expect(page.getByTestId('odds-panel')).toBeHidden();
  // Opens again as ever.
  await page.getByRole('button', { name: 'Odds', exact: true }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Lukk', exact: true })).toBeFocused();
});

test('under reduced motion the dialog does not move', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openOdds(page);
  for (let i = 0; i < 5; i++) {
    expect(await transformOf(page)).toBe('none');
    await page.waitForTimeout(30);
  }
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[popover]')).toHaveCount(0);
  // Only the fade of the afterimage was animated by the browser, never a transform (polled: the fade may start a frame after the close).
  await expect.poll(() => animated(page)).toEqual(['opacity']);
});

test('the settings dialog opens whole the first time: on a tall screen it does not grow, and so does not jump, once open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto('/?seed=motion&lng=nb');
  await expect(page.getByRole('radio', { name: '10 kr', exact: true })).toBeVisible();
  // Its layout height every frame from the click for a second (offsetHeight: the rise's scale aside).
  await page.evaluate(() => {
    const heights: number[] = ((window as unknown as { heights: number[] }).heights = []);
    const until = performance.now() + 1000;
    const frame = () => {
      const dialog = document.querySelector<HTMLElement>('dialog[open]');
      if (dialog) heights.push(dialog.offsetHeight);
      if (performance.now() < until) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.getByRole('button', { name: /^Innstillinger/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Innstillinger' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Lyd', exact: true })).toBeVisible();
  await page.waitForTimeout(1100);
  const heights = await page.evaluate(() => (window as unknown as { heights: number[] }).heights);
  expect(heights.length).toBeGreaterThan(5);
  // One height from its first frame on: nothing arrived after it had opened.
  expect(new Set(heights)).toEqual(new Set([heights.at(-1)]));
});
