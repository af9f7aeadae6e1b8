/**
 * The playable table end to end (issue 2): seeded rounds paid exactly by the rules, FJERN,
 * SATS IGJEN, SATS IGJEN OG GI, limit refusals, the language switch, and reduced motion.
 */
import { test, expect, valueOf, waitSettled, chip, spot, ranks, dealHands, standingClock } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { BANKER_DRAWS, STOOD_DRAWS_UP_TO, points, total, winnerOf } from './rules.ts';


/** Checks the revealed hands follow the drawing rules; returns the winner. */
function checkCoup(p: string[], b: string[]): 'player' | 'banker' | 'tie' {
  const p2 = total(p.slice(0, 2));
  const b2 = total(b.slice(0, 2));
  if (p2 >= 8 || b2 >= 8) {
    expect(p).toHaveLength(2);
    expect(b).toHaveLength(2);
  } else {
    expect(p.length).toBe(p2 <= 5 ? 3 : 2);
    const bankerShouldDraw = p.length === 2 ? b2 <= STOOD_DRAWS_UP_TO : BANKER_DRAWS[b2]!.includes(points(p[2]!));
    expect(b.length).toBe(bankerShouldDraw ? 3 : 2);
  }
  return winnerOf(p, b);
}

/** What the bets pay back (stake included), in øre, by src/engine/RULES.md § Payouts and commission. */
function returned(bets: { player: number; banker: number; tie: number }, winner: string): number {
  let r = 0;
  if (winner === 'tie') r += bets.tie * 9 + bets.player + bets.banker;
  if (winner === 'player') r += bets.player * 2;
  if (winner === 'banker') r += bets.banker * 2 - Math.floor((bets.banker * 5) / 100);
  return r;
}

async function playRound(page: Page, bets: { player: number; banker: number; tie: number }) {
  const before = await valueOf(page, 'balance');
  const rounds = await valueOf(page, 'round-id');
  for (const [name, amount] of [['Spiller', bets.player], ['Bank', bets.banker], ['Uavgjort', bets.tie]] as const) {
    if (amount > 0) {
      await chip(page, `${amount / 100} kr`);
      await spot(page, name);
    }
  }
  const staked = bets.player + bets.banker + bets.tie;
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', String(staked));
  await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(before - staked));
  const { player: p, banker: b } = await dealHands(page);
  const winner = checkCoup(p, b);
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', winner);
  await expect(page.getByTestId('player-total')).toHaveText(String(total(p)));
  await expect(page.getByTestId('banker-total')).toHaveText(String(total(b)));
  const paid = returned(bets, winner);
  await expect(page.getByTestId('winnings')).toHaveAttribute('data-value', String(paid));
  await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(before - staked + paid));
  await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', String(rounds + 1));
  return winner;
}

test('twelve seeded rounds are dealt by the rules and paid exactly', { tag: '@phone' }, async ({ page }) => {
  test.setTimeout(120_000);
  await standingClock(page);
  await page.goto('/?seed=table-rounds');
  const betsList = [
    { player: 10000, banker: 0, tie: 0 },
    { player: 0, banker: 10000, tie: 0 },
    { player: 0, banker: 5000, tie: 1000 },
    { player: 1000, banker: 0, tie: 1000 },
    { player: 0, banker: 0, tie: 5000 },
    { player: 50000, banker: 0, tie: 0 },
  ];
  const winners = new Set<string>();
  for (let i = 0; i < 12; i++) winners.add(await playRound(page, betsList[i % betsList.length]!));
  expect(winners.size).toBeGreaterThan(1);
});

test('the same seed deals the same cards', async ({ browser }) => {
  const hands: string[][] = [];
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await standingClock(page);
    await page.goto('/?seed=same-cards');
    await chip(page, '10 kr');
    await spot(page, 'Spiller');
    const dealt = await dealHands(page);
    hands.push([...dealt.player, '|', ...dealt.banker]);
    await expect(page.getByTestId('seed')).toHaveAttribute('data-value', 'same-cards');
    await context.close();
  }
  expect(hands[0]).toEqual(hands[1]);
});

test('cards are revealed in the order Player, Banker, Player, Banker', async ({ page }) => {
  await page.goto('/?seed=deal-order');
  await spot(page, 'Bank');
  // Record, in the page, the hand of every card as it is added to the DOM.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    for (const side of ['player', 'banker']) {
      const hand = document.querySelector(`[data-testid="${side}-hand"]`)!;
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if ((n as Element).hasAttribute?.('data-rank')) seen.push(side[0]!.toUpperCase());
      }).observe(hand, { childList: true });
    }
  });
  const { player: p, banker: b } = await dealHands(page);
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.slice(0, 4)).toEqual(['P', 'B', 'P', 'B']);
  expect(seen).toHaveLength(p.length + b.length);
  // A third card for Player comes before Banker's.
  if (p.length === 3) expect(seen[4]).toBe('P');
});

test('FJERN returns the chips to the balance', async ({ page }) => {
  await page.goto('/?seed=clear');
  await chip(page, '50 kr');
  await spot(page, 'Spiller', 3);
  await chip(page, '10 kr');
  await spot(page, 'Uavgjort');
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '16000');
  await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(1_000_000 - 16000));
  await page.getByRole('button', { name: 'FJERN', exact: true }).click();
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '0');
  await expect(page.getByTestId('balance')).toHaveAttribute('data-value', '1000000');
});

test('SATS IGJEN re-places the last bets without dealing; more chips may be added', { tag: '@phone' }, async ({ page }) => {
  await standingClock(page);
  await page.goto('/?seed=rebet');
  await chip(page, '100 kr');
  await spot(page, 'Bank', 2);
  await page.getByRole('button', { name: 'GI', exact: true }).click();
  await waitSettled(page);
  const balance = await valueOf(page, 'balance');
  const rounds = await valueOf(page, 'round-id');
  await page.getByRole('button', { name: 'SATS IGJEN', exact: true }).click();
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'betting');
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '20000');
  await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(balance - 20000));
  await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', String(rounds));
  await chip(page, '10 kr');
  await spot(page, 'Bank');
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '21000');
});

test('SATS IGJEN OG GI re-places the last bets and deals at once', async ({ page }) => {
  await standingClock(page);
  await page.goto('/?seed=rebet-deal');
  await playRound(page, { player: 0, banker: 0, tie: 1000 });
  const before = await valueOf(page, 'balance');
  const { player, banker } = await dealHands(page, 'SATS IGJEN OG GI');
  await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', '2');
  const winner = checkCoup(player, banker);
  const paid = returned({ player: 0, banker: 0, tie: 1000 }, winner);
  await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(before - 1000 + paid));
});

test('a second GI during the reveal deals nothing more', async ({ page }) => {
  await page.goto('/?seed=double');
  await spot(page, 'Spiller');
  const gi = page.getByRole('button', { name: 'GI', exact: true });
  await gi.dblclick();
  // During the reveal GI is unavailable (aria-disabled, which Playwright would wait out): pressed with force.
  await gi.click({ force: true });
  await page.keyboard.press('Enter');
  await waitSettled(page);
  await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', '1');
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '1000');
});

test.describe('refusals show a message and change nothing', () => {
  test('over MAX', async ({ page }) => {
    await page.goto('/?seed=max');
    await chip(page, '1 000 kr');
    await spot(page, 'Spiller', 5);
    await chip(page, '10 kr');
    await spot(page, 'Spiller');
    await expect(page.getByTestId('notice')).toHaveAttribute('data-key', 'over-max');
    await expect(page.getByTestId('notice')).toContainText('5 000 kr');
    await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '500000');
  });

  test('no bet', async ({ page }) => {
    await page.goto('/?seed=nobet');
    // GI looks unavailable with no bet (issue 15); pressed anyway it says why.
    await expect(page.getByRole('button', { name: 'GI', exact: true })).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: 'GI', exact: true }).click({ force: true });
    await expect(page.getByTestId('notice')).toHaveAttribute('data-key', 'no-bet');
    await expect(page.getByTestId('notice')).toBeVisible();
    await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', '0');
  });

  test('the message over the chip tray never blocks a chip beneath it', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/?seed=nobet');
    await page.getByRole('button', { name: 'GI', exact: true }).click({ force: true });
    const notice = page.getByTestId('notice');
    await expect(notice).toBeVisible();
    // Each chip takes the tap itself (Playwright refuses to click one that another element covers).
    for (const name of ['1 000 kr', '500 kr', '100 kr', '50 kr', '10 kr']) {
      await page.getByRole('radio', { name, exact: true }).check({ timeout: 3_000 });
      await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
    }
    await expect(notice).toBeVisible();
    // The next bet clears the message.
    await spot(page, 'Spiller');
    await expect(notice).toHaveCount(0);
  });

  test('both Player and Banker', async ({ page }) => {
    await page.goto('/?seed=both');
    await spot(page, 'Spiller');
    await spot(page, 'Bank');
    await expect(page.getByTestId('notice')).toHaveAttribute('data-key', 'both-sides');
    await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '1000');
  });

  test('not enough balance', async ({ page }) => {
    await standingClock(page);
    await page.goto('/?seed=low-balance');
    // Lose one 1 000 kr Tie bet first, so the balance no longer fills two spots to MAX exactly.
    await chip(page, '1 000 kr');
    await spot(page, 'Uavgjort');
    await page.getByRole('button', { name: 'GI', exact: true }).click();
    await waitSettled(page);
    await expect(page.getByTestId('outcome')).not.toHaveAttribute('data-outcome', 'tie');
    await expect(page.getByTestId('balance')).toHaveAttribute('data-value', '900000');
    await spot(page, 'Bank', 5);
    await spot(page, 'Uavgjort', 4);
    await expect(page.getByTestId('balance')).toHaveAttribute('data-value', '0');
    await chip(page, '10 kr');
    await spot(page, 'Uavgjort');
    await expect(page.getByTestId('notice')).toHaveAttribute('data-key', 'insufficient-balance');
    await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '900000');
    await expect(page.getByTestId('balance')).toHaveAttribute('data-value', '0');
  });
});

test('the language switch changes every label and survives a reload', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Språk').selectOption('sv');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('button', { name: 'DELA UT', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Spelare/ })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('10 000 kr'.replace(' ', '\u00a0'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('button', { name: 'DELA UT', exact: true })).toBeVisible();
  await page.getByLabel('Språk').selectOption('nb');
  await expect(page.getByRole('button', { name: 'GI', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
});

test('a round plays with reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/?seed=reduced');
  await spot(page, 'Spiller');
  const { player: p, banker: b } = await dealHands(page);
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', checkCoup(p, b));
  await context.close();
});

test('keyboard alone can choose a chip, bet and deal', async ({ page }) => {
  await page.goto('/?seed=keys');
  await page.getByRole('radio', { name: '50 kr', exact: true }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: /^Uavgjort/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '5000');
  await page.getByRole('button', { name: 'GI', exact: true }).focus();
  await page.keyboard.press('Enter');
  await waitSettled(page);
  await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', '1');
});

/** Elements of the felt (controls, cards, test hooks) that reach outside its content box (inside its wooden frame). */
function outsideTheFelt(page: Page, width: number) {
  return page.evaluate((w) => {
    const felt = document.querySelector<HTMLElement>('[data-testid=table]')!;
    const box = felt.getBoundingClientRect();
    const style = getComputedStyle(felt);
    const left = Math.max(0, box.left + parseFloat(style.paddingLeft));
    const right = Math.min(w, box.right - parseFloat(style.paddingRight));
    const seen = [...felt.querySelectorAll<HTMLElement>(':is(button, select, input, [data-rank], [data-testid])')].filter(
      (el) => el.checkVisibility() && el.getClientRects().length > 0,
    );
    return seen
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      // Wider than 1 px: visually hidden text (live regions) is meant to sit off the edge.
      .filter(({ box }) => box.width > 1 && (box.left < left - 0.5 || box.right > right + 0.5))
      .map(({ el, box }) => `${el.tagName} ${el.dataset.testid ?? el.dataset.rank ?? el.textContent?.slice(0, 20)} ${Math.round(box.left)}–${Math.round(box.right)}`);
  }, width);
}

test('from 320 px (a phone zoomed in) to desktop nothing on the felt is cut off, three-card hands included', async ({ page }) => {
  // Seed "wide-3" deals three cards to each hand in its first round (asserted below); "nat-11" then
  // a Banker win with commission, for the longest balance and winnings beside the long sv labels.
  await standingClock(page);
  await page.goto('/?seed=wide-3&lng=sv');
  await spot(page, 'Spelare');
  await page.getByRole('button', { name: 'DELA UT', exact: true }).click();
  await waitSettled(page);
  expect([(await ranks(page, 'player')).length, (await ranks(page, 'banker')).length]).toEqual([3, 3]);
  await checkWidths(page);
  await page.goto('/?seed=nat-11&lng=sv');
  await spot(page, 'Bank');
  await page.getByRole('button', { name: 'DELA UT', exact: true }).click();
  await waitSettled(page);
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'banker');
  await checkWidths(page);
});

test('the amount staked on each spot stays readable inside the spot, also on a 320 px phone', async ({ page }) => {
  await page.goto('/?seed=brk&lng=sv');
  await chip(page, '500 kr');
  await spot(page, 'Bank');
  await chip(page, '10 kr');
  await spot(page, 'Bank');
  await chip(page, '1 000 kr');
  await spot(page, 'Oavgjort');
  await spot(page, 'Bank', 4);
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', String(551_000));
  for (const width of [320, 360, 390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(700); // the chips' placing animation
    const spilled = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('button[data-spot]')].flatMap((spotEl) => {
        const box = spotEl.getBoundingClientRect();
        return [...spotEl.querySelectorAll<HTMLElement>('.pb-money')]
          .filter((el) => el.checkVisibility())
          .map((el) => ({ text: el.textContent, r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.left < box.left - 0.5 || r.right > box.right + 0.5)
          .map(({ text, r }) => `${spotEl.dataset.spot}: "${text}" ${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(box.left)}–${Math.round(box.right)}`);
      }),
    );
    expect(spilled, `at ${width}px`).toEqual([]);
  }
  await expect(page.locator('button[data-spot=banker] .pb-money')).toHaveText('4 510 kr');
});

async function checkWidths(page: Page) {
  for (const width of [320, 360, 390, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await outsideTheFelt(page, width), `cut off at ${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width}px`).toBeLessThanOrEqual(width);
  }
}

test.describe('a deal brings the cards into sight', () => {
  for (const lng of ['nb', 'sv'] as const) {
    test(`on a short screen (320×640) GI pressed below the fold scrolls the hands up, the buttons still in sight (${lng})`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      const words = lng === 'nb' ? { player: 'Spiller', deal: 'GI', again: 'SATS IGJEN OG GI' } : { player: 'Spelare', deal: 'DELA UT', again: 'SATSA IGEN OCH DELA UT' };
      await page.goto(`/?seed=in-sight&lng=${lng}`);
      await spot(page, words.player);
      const hands = page.getByTestId('player-hand');
      const deal = page.getByRole('button', { name: words.deal, exact: true });
      await deal.scrollIntoViewIfNeeded();
      // The screen is too short for both: with GI in sight, the hands are above the top.
      await expect(hands).not.toBeInViewport({ ratio: 1 });
      await deal.click();
      await expect(hands).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId('banker-hand')).toBeInViewport({ ratio: 1 });
      await waitSettled(page);
      await expect(page.getByTestId('outcome')).toBeInViewport({ ratio: 1 });
      // The next round needs no scroll: its button is in sight, and nothing moves at its deal.
      const again = page.getByRole('button', { name: words.again, exact: true });
      await expect(again).toBeInViewport({ ratio: 1 });
      const scrolled = await page.evaluate(() => scrollY);
      expect(scrolled).toBeGreaterThan(0);
      await again.click();
      await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'revealing');
      await waitSettled(page);
      expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    });
  }

  /** A round on Spiller at 390×844, settled. */
  async function oneRoundAt390(page: Page) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?seed=in-sight&lng=nb');
    await spot(page, 'Spiller');
    await page.getByRole('button', { name: 'GI', exact: true }).click();
    await waitSettled(page);
  }

  test('where the hands are in sight (390×844) a deal scrolls nothing', async ({ page }) => {
    await oneRoundAt390(page);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test('the hands come into sight at once when the player has scrolled down to read the board', async ({ page }) => {
    await oneRoundAt390(page);
    // Down at the foot of the page, then SATS IGJEN OG GI by the keyboard, focused where it is.
    await page.getByTestId('responsible').scrollIntoViewIfNeeded();
    const hands = page.getByTestId('player-hand');
    await expect(hands).not.toBeInViewport();
    await page.getByRole('button', { name: 'SATS IGJEN OG GI', exact: true }).evaluate((b: HTMLElement) => b.focus({ preventScroll: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'revealing');
    // Two frames on, before the first card has flown: a smooth scroll would still be on its way.
    const top = await hands.evaluate((h) => new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(h.getBoundingClientRect().top)))));
    expect(top).toBeGreaterThanOrEqual(0);
    await expect(hands).toBeInViewport({ ratio: 1 });
  });
});
