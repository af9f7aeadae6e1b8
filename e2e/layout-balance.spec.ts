/**
 * SALDO in sight while betting on a phone: at 390×844 and 360×740, with side bets on and off, in
 * nb and sv, the balance and its label lie inside the screen without scrolling, before the first
 * round and while the next bet is placed (the last round's result and explanation shown), and the
 * information bar covers no card, spot, chip, dealer's button or road.
 */
import type { Page } from '@playwright/test';
import { test, expect, frozenClock, waitSettled } from './fixtures.ts';

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];
const WORDS = {
  nb: { deal: 'GI', controls: 'Spillknapper' },
  sv: { deal: 'DELA UT', controls: 'Spelknappar' },
} as const;

/** What the balance's box is and what the information bar lies over. */
async function seen(page: Page, controls: string) {
  const balance = page.getByTestId('balance');
  const label = balance.locator('xpath=preceding-sibling::dt');
  const bar = balance.locator('xpath=ancestor::dl');
  await expect(label).toHaveText(/SALDO/i);
  const [b, l, info] = [(await balance.boundingBox())!, (await label.boundingBox())!, (await bar.boundingBox())!];
  const others = [
    ...(await page.locator('[data-testid="player-hand"] > *, [data-testid="banker-hand"] > *').all()).map((x) => ({ what: 'card', x })),
    ...(await page.locator('[data-testid^="spot-"]').all()).map((x) => ({ what: 'spot', x })),
    ...(await page.getByRole('radio').all()).map((x) => ({ what: 'chip', x })),
    ...(await page.getByRole('group', { name: controls }).getByRole('button').all()).map((x) => ({ what: 'control', x })),
    ...(await page.locator('[data-road]').all()).map((x) => ({ what: 'road', x })),
  ];
  const covered: string[] = [];
  for (const { what, x } of others) {
    const r = await x.boundingBox();
    if (!r || r.width === 0) continue;
    const overlap = Math.min(info.x + info.width, r.x + r.width) - Math.max(info.x, r.x) > 0.5 && Math.min(info.y + info.height, r.y + r.height) - Math.max(info.y, r.y) > 0.5;
    if (overlap) covered.push(what);
  }
  return { scrollY: await page.evaluate(() => window.scrollY), balance: b, label: l, covered, parts: others.length };
}

for (const size of PHONES) {
  test.describe(`on a ${size.width}×${size.height} phone`, () => {
    test.use({ viewport: size, screen: size, isMobile: true, hasTouch: true });
    for (const sideBets of ['on', 'off'] as const) {
      for (const lng of ['nb', 'sv'] as const) {
        test(`side bets ${sideBets}, ${lng}: SALDO is on the screen while chips are placed, over nothing else`, async ({ page }) => {
          await frozenClock(page);
          await page.goto(`/?seed=balance-in-sight&sidebets=${sideBets}&lng=${lng}`);
          await page.clock.runFor(2_000); // the board loads after the first paint
          const check = async (when: string) => {
            await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'betting');
            const s = await seen(page, WORDS[lng].controls);
            expect(s.scrollY, `${when}: the page is not scrolled`).toBe(0);
            expect(s.parts, `${when}: cards, spots, chips, buttons and roads were found`).toBeGreaterThan(10);
            for (const [what, r] of [['balance', s.balance], ['its label', s.label]] as const) {
              expect(r.y, `${when}: ${what} top`).toBeGreaterThanOrEqual(0);
              expect(r.y + r.height, `${when}: ${what} bottom`).toBeLessThanOrEqual(size.height);
            }
            expect(s.covered, `${when}: the information bar lies over`).toEqual([]);
          };
          await page.getByRole('radio').first().check();
          await page.getByTestId('spot-banker').click();
          await check('the first bet');
          await page.getByRole('button', { name: WORDS[lng].deal, exact: true }).click();
          await waitSettled(page);
          await page.clock.runFor(1_500); // the chips settle after the result
          await page.getByTestId('spot-player').click();
          await check('the next bet, the last round on the felt');
        });
      }
    }
  });
}
