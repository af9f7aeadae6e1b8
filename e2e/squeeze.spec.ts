/**
 * The squeeze (issue 13): with `?squeeze=on` the hand the player bet on is dealt face down and the
 * player turns its cards: by peeling a corner with the mouse or a finger, by Enter on the focused
 * card, or all at once (Snu alle / Vänd alla). A face-down card tells nothing of itself, not in the
 * page nor to a screen reader; the round was settled at GI, so the money is exactly as without the
 * squeeze and a reload mid-squeeze shows the settled round.
 *
 * The seed learn-0 deals Player 3♣ 2♠ A♥ (6) against Banker 3♠ 9♣ 9♦ (1): Player wins.
 */
import { type CDPSession, type Locator, type Page, devices } from '@playwright/test';
import { test, expect, valueOf, waitSettled, chip, spot, ranks, standingClock, frozenClock, holdChunks } from './fixtures.ts';

const START = 1_000_000;
const TEXT = {
  nb: {
    deal: 'GI', clear: 'FJERN', undo: 'ANGRE', double: 'DOBLE', rebetDeal: 'SATS IGJEN OG GI', player: 'Spiller', banker: 'Bank', tie: 'Uavgjort',
    back: 'Kort med baksiden opp', turnAll: 'Snu alle', suits: /spar|hjerter|ruter|kløver/, waitSqueeze: /^Snu kortene dine først/, waitReveal: /^Vent til kortene er vist/,
  },
  sv: {
    deal: 'DELA UT', clear: 'RENSA', undo: 'ÅNGRA', double: 'DUBBLA', rebetDeal: 'SATSA IGEN OCH DELA UT', player: 'Spelare', banker: 'Bank', tie: 'Oavgjort',
    back: 'Kort med baksidan upp', turnAll: 'Vänd alla', suits: /spader|hjärter|ruter|klöver/, waitSqueeze: /^Vänd dina kort först/, waitReveal: /^Vänta tills alla kort har visats/,
  },
} as const;
type Lng = keyof typeof TEXT;

/** Bets 100 kr on `side` and deals, with the squeeze chosen by the URL. */
async function dealSqueezed(page: Page, lng: Lng, side: 'player' | 'banker' = 'player', squeeze = 'on') {
  await page.goto(`/?seed=learn-0&lng=${lng}&squeeze=${squeeze}`);
  await chip(page, '100 kr');
  await spot(page, TEXT[lng][side]);
  await page.getByRole('button', { name: TEXT[lng].deal, exact: true }).click();
}

/** The face-down cards of a hand the player may turn (buttons named as face-down cards). */
const waiting = (page: Page, lng: Lng, side: 'player' | 'banker' = 'player') =>
  page.getByTestId(`${side}-hand`).getByRole('button', { name: TEXT[lng].back, exact: true });

/** What a face-down card tells of itself in the page: rank or suit attributes, text, names. */
async function leaks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-face="down"]')].flatMap((el) => {
      const attrs = [el, ...el.querySelectorAll('*')].flatMap((e) => [...e.attributes].map((a) => `${a.name}=${a.value}`));
      return [el.textContent ?? '', ...attrs.filter((a) => /^data-(rank|suit)|^aria-label=(?!Kort med baksid)/.test(a))].filter(Boolean);
    }),
  );
}

/** Drags from near a corner of `card` to a share of the way across it, in steps (mouse). */
async function mouseDrag(page: Page, card: Locator, reach: number, release = true) {
  const box = (await card.boundingBox())!;
  const from = { x: box.x + box.width - 3, y: box.y + box.height - 3 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(from.x - (box.width * reach * i) / 12, from.y - (box.height * reach * i) / 12);
  if (release) await page.mouse.up();
}

for (const lng of ['nb', 'sv'] as const) {
  test(`peeling by mouse: the face shows only while peeled, a long pull turns the card; ${TEXT[lng].turnAll} turns the rest (${lng})`, async ({ page }) => {
    const T = TEXT[lng];
    await dealSqueezed(page, lng);
    const cards = waiting(page, lng);
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toBeEnabled();
    const hand = page.getByTestId('player-hand');
    await expect(hand.locator('[data-face="down"]')).toHaveCount(2);
    expect(await leaks(page)).toEqual([]);
    // No face in the page before the first drag: not even hidden inside the card.
    await expect(hand.getByRole('img', { name: T.suits, includeHidden: true })).toHaveCount(0);
    await expect(page.getByTestId('player-total')).toHaveAttribute('data-value', '');

    // A short pull lifts the corner: the face is drawn (hidden from the accessibility tree) while held.
    await mouseDrag(page, cards.first(), 0.3, false);
    await expect(hand.getByRole('img', { name: T.suits, includeHidden: true })).toHaveCount(1);
    await expect(hand.getByRole('img', { name: T.suits })).toHaveCount(0);
    await expect(cards).toHaveCount(2);
    // Let go short of the turn: it falls back, and its face leaves the page.
    await page.mouse.up();
    await expect(hand.getByRole('img', { name: T.suits, includeHidden: true })).toHaveCount(0);
    await expect(cards).toHaveCount(2);
    await expect(page.getByTestId('player-total')).toHaveAttribute('data-value', '');

    // A long pull turns it: face up, ranked, counted.
    await mouseDrag(page, cards.first(), 0.95);
    await expect(cards).toHaveCount(1);
    await expect(hand.locator('[data-face="up"]')).toHaveAttribute('data-rank', '3');
    await expect(page.getByTestId('player-total')).toHaveAttribute('data-value', '3');
    // Banker's cards wait for Player's hand to be shown.
    await expect(page.getByTestId('banker-total')).toHaveAttribute('data-value', '');
    expect(await leaks(page)).toEqual([]);

    await page.getByRole('button', { name: T.turnAll, exact: true }).click();
    await waitSettled(page);
    expect(await ranks(page, 'player')).toEqual(['3', '2', 'A']);
    expect(await ranks(page, 'banker')).toEqual(['3', '9', '9']);
    await expect(page.getByTestId('outcome')).toBeVisible();
    expect(await valueOf(page, 'balance')).toBe(START + 10_000);
  });
}

test('peeling by touch: a finger lifts the corner and a long pull turns the card', { tag: '@phone' }, async ({ page }) => {
  await dealSqueezed(page, 'nb');
  const cards = waiting(page, 'nb');
  // Both of Player's cards on the felt first: the second one's arrival moves the first one over,
  // and a touch read from the first card's place before it landed in the gap between them.
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toBeEnabled();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const touchDrag = async (reach: number, release: boolean) => {
    // Where a finger would find the card: at rest (two frames in one place) and not covered. The
    // touches go straight to the browser and wait for nothing; at a load of 11 one landed where a
    // card still moving into its place was not yet, and nothing lifted.
    await cards.first().click({ trial: true });
    const box = (await cards.first().boundingBox())!;
    const x = box.x + box.width - 2;
    const y = box.y + box.height - 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 12; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - (box.width * reach * i) / 12, y: y - (box.height * reach * i) / 12 }] });
    }
    if (release) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  const hand = page.getByTestId('player-hand');
  await touchDrag(0.25, false);
  await expect(hand.getByRole('img', { name: TEXT.nb.suits, includeHidden: true })).toHaveCount(1);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(hand.getByRole('img', { name: TEXT.nb.suits, includeHidden: true })).toHaveCount(0);
  await expect(cards).toHaveCount(2);
  // The page did not scroll under the finger.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // A long pull, across the lifted (larger) card.
  await touchDrag(1.8, true);
  await expect(cards).toHaveCount(1);
  await expect(page.getByTestId('player-total')).toHaveAttribute('data-value', '3');
  await touchDrag(1.8, true);
  // Both of Player's cards up: Banker's turn by themselves.
  await expect(page.getByTestId('player-total')).toHaveAttribute('data-value', '5');
  await expect(page.getByTestId('banker-total')).toHaveAttribute('data-value', '2');
  // Player's third card comes face down, to be squeezed too.
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toBeEnabled();
  await touchDrag(1.8, true);
  await waitSettled(page);
  expect(await valueOf(page, 'balance')).toBe(START + 10_000);
});

for (const lng of ['nb', 'sv'] as const) {
  test(`by keyboard: Tab to the face-down card and Enter turns it; the screen reader hears a face-down card until then (${lng})`, async ({ page }) => {
    const T = TEXT[lng];
    await dealSqueezed(page, lng);
    const cards = waiting(page, lng);
    await expect(cards.nth(1)).toBeEnabled();
    // The accessibility tree of Player's hand: face-down cards by their back only, no total.
    const tree = await page.getByTestId('player-hand').ariaSnapshot();
    expect(tree).not.toMatch(T.suits);
    expect(tree.match(new RegExp(T.back, 'g'))).toHaveLength(2);
    await expect(page.getByTestId('player-total')).toHaveAttribute('data-value', '');
    // Tab from the page's start to the first card.
    await page.locator('body').focus();
    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await cards.first().evaluate((el) => el === document.activeElement);
    }
    expect(reached, 'the card is reached with Tab').toBe(true);
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(1);
    await expect(page.getByTestId('player-total')).toHaveAttribute('data-value', '3');
    await expect(page.getByTestId('player-hand').getByRole('img', { name: T.suits })).toHaveCount(1);
    // The turned card left the page: the next card took the focus, and turns with Space as well.
    await expect(cards.first()).toBeFocused();
    await page.keyboard.press(' ');
    await expect(page.getByTestId('player-total')).toHaveAttribute('data-value', '5');
    // Banker's cards turn by themselves; Player's third card, when it may be turned, has the focus.
    await expect(cards.first()).toBeEnabled();
    await expect(cards.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await waitSettled(page);
    expect(await ranks(page, 'player')).toEqual(['3', '2', 'A']);
    expect(await valueOf(page, 'balance')).toBe(START + 10_000);
  });
}

test('a bet on Banker squeezes Banker: Player\'s cards turn by themselves, Banker\'s wait', async ({ page }) => {
  await dealSqueezed(page, 'nb', 'banker');
  const cards = waiting(page, 'nb', 'banker');
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('player-total')).toHaveAttribute('data-value', '5');
  await expect(cards.first()).toBeEnabled();
  await expect(waiting(page, 'nb', 'player')).toHaveCount(0);
  await expect(page.getByTestId('banker-total')).toHaveAttribute('data-value', '');
  expect(await leaks(page)).toEqual([]);
  await page.getByRole('button', { name: 'Snu alle', exact: true }).click();
  await waitSettled(page);
  expect(await ranks(page, 'banker')).toEqual(['3', '9', '9']);
  expect(await valueOf(page, 'balance')).toBe(START - 10_000);
});

test('GI during the squeeze does nothing; a reload mid-squeeze shows the settled round, every card face up', async ({ page }) => {
  await dealSqueezed(page, 'nb');
  const cards = waiting(page, 'nb');
  await expect(cards.first()).toBeEnabled();
  await cards.first().click();
  await expect(page.getByTestId('player-total')).toHaveAttribute('data-value', '3');
  // Still revealing (waited for before pressing, so the presses land in the squeeze): GI is
  // refused and nothing is dealt again.
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'revealing');
  await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', '1');
  const deal = page.getByRole('button', { name: 'GI', exact: true });
  if (await deal.isVisible()) await deal.click({ force: true });
  await page.keyboard.press('g');
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'revealing');
  await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', '1');
  await page.reload();
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'settled');
  await expect(page.locator('[data-face="down"]')).toHaveCount(0);
  expect(await ranks(page, 'player')).toEqual(['3', '2', 'A']);
  expect(await ranks(page, 'banker')).toEqual(['3', '9', '9']);
  await expect(page.getByTestId('player-total')).toHaveAttribute('data-value', '6');
  await expect(page.getByTestId('outcome')).toBeVisible();
  expect(await valueOf(page, 'balance')).toBe(START + 10_000);
  // The squeeze stays chosen; the next round is squeezed again.
  await chip(page, '100 kr');
  await spot(page, 'Spiller');
  await deal.click();
  await expect(waiting(page, 'nb')).toHaveCount(2);
});

test('the money and the history are exactly those of the same rounds without the squeeze', async ({ browser }) => {
  test.setTimeout(90_000);
  const play = async (squeeze: 'on' | 'off') => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await standingClock(page);
    const bets: [string, number][] = [['Spiller', 1], ['Bank', 2], ['Uavgjort', 1]];
    for (const [i, [name, times]] of bets.entries()) {
      if (i === 0) await page.goto(`/?seed=squeeze-money&squeeze=${squeeze}`);
      await chip(page, '50 kr');
      await spot(page, name, times);
      await page.getByRole('button', { name: 'GI', exact: true }).click();
      if (squeeze === 'on') {
        await expect(page.getByRole('button', { name: 'Snu alle', exact: true })).toBeVisible();
        await page.getByRole('button', { name: 'Snu alle', exact: true }).click();
      }
      await waitSettled(page);
    }
    const seen = {
      balance: await valueOf(page, 'balance'),
      history: await page.evaluate(() => (JSON.parse(localStorage.getItem('punto-banco')!) as { state: { history: { cards: number[]; bets: unknown }[] } }).state.history.map((r) => ({ cards: r.cards, bets: r.bets }))),
    };
    await context.close();
    return seen;
  };
  const squeezed = await play('on');
  const plain = await play('off');
  expect(squeezed.history).toHaveLength(3);
  expect(squeezed).toEqual(plain);
});

test('with reduced motion a squeeze is a plain turn: a drag peels nothing, a press turns the card', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await dealSqueezed(page, 'nb');
  const cards = waiting(page, 'nb');
  await expect(cards.first()).toBeEnabled();
  const hand = page.getByTestId('player-hand');
  await mouseDrag(page, cards.first(), 0.5, false);
  await expect(hand.getByRole('img', { name: TEXT.nb.suits, includeHidden: true })).toHaveCount(0);
  await expect(cards).toHaveCount(2);
  // Let go off the card: nothing was peeled, nothing turned.
  await page.mouse.move(5, 5);
  await page.mouse.up();
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('player-total')).toHaveAttribute('data-value', '');
  // A press turns a card, plainly.
  await cards.first().click();
  await expect(page.getByTestId('player-total')).toHaveAttribute('data-value', '3');
  await cards.first().click();
  await expect(page.getByTestId('player-total')).toHaveAttribute('data-value', '5');
  await page.getByRole('button', { name: 'Snu alle', exact: true }).click();
  await waitSettled(page);
  expect(await valueOf(page, 'balance')).toBe(START + 10_000);
});

/** Touches at one point, then (optionally) moves the finger in steps by (dx, dy), screen px (CDP: real touch input). */
async function touch(cdp: CDPSession, at: { x: number; y: number }, by?: { x: number; y: number }, release = true) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  if (by) for (let i = 1; i <= 12; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: at.x + (by.x * i) / 12, y: at.y + (by.y * i) / 12 }] });
  if (release) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Where the felt's other parts are: none may move while a card is held or peeled. */
const feltBoxes = (page: Page) =>
  page.evaluate(() => {
    const at = (el: Element | null) => {
      const r = el!.getBoundingClientRect();
      return [r.left, r.top, r.width, r.height].map(Math.round).join(',');
    };
    const table = document.querySelector('[data-testid=table]')!;
    return {
      height: document.documentElement.scrollHeight,
      controls: at(table.querySelector('[role=group]')),
      spots: at(table.querySelector('[data-spot=player]')!.parentElement),
      chips: at(table.querySelector('fieldset')),
      banker: at(document.querySelector('[data-testid=banker-hand]')),
      turnAll: at([...table.querySelectorAll('button')].find((b) => /^(Snu alle|Vänd alla)$/.test(b.textContent ?? ''))!),
      info: at(document.querySelector('[data-testid=balance]')!.closest('dl')),
    };
  });

for (const screen of [{ width: 390, height: 844 }, { width: 360, height: 740 }]) {
  test.describe(`on a ${screen.width} × ${screen.height} phone`, () => {
    test.use({ userAgent: devices['Pixel 7'].userAgent, deviceScaleFactor: 1, viewport: screen, screen, isMobile: true, hasTouch: true });

    test('a finger on the small card lifts it to about 150 px, on the screen, and nothing else on the felt moves; half the lifted card\'s height of pull turns it', async ({ page }) => {
      await dealSqueezed(page, 'nb');
      const cards = waiting(page, 'nb');
      await expect(cards.nth(1)).toBeEnabled();
      const cdp = await page.context().newCDPSession(page);
      const card = cards.first();
      const flat = (await card.boundingBox())!;
      // The card lies as small as the phone's other cards: 44 × 62 px.
      expect(Math.round(flat.width)).toBe(44);
      // The felt as it lies once all four cards are down: at a load of 11 Player's cards were
      // ready while Banker's second was still coming (its hand 44 px wide, then 96).
      await expect(page.getByTestId('banker-hand').locator('[data-face]')).toHaveCount(2);
      let before = await feltBoxes(page);
      await expect.poll(async () => {
        const [last, now] = [before, await feltBoxes(page)];
        before = now;
        return JSON.stringify(now) === JSON.stringify(last);
      }).toBe(true);
      // (At 360 × 740 pressing GI scrolled the page to it.)
      const scrolled = await page.evaluate(() => window.scrollY);

      // A finger a little below the card's corner (its press area reaches past its edge) takes it.
      const at = { x: flat.x + flat.width - 4, y: flat.y + flat.height + 6 };
      expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('aria-label'), at)).toBe(TEXT.nb.back);
      await touch(cdp, at, undefined, false);
      // Held: it lifts under the finger, about 106 × 149 px, whole on the screen.
      await expect.poll(async () => Math.round((await card.boundingBox())!.height)).toBeGreaterThanOrEqual(140);
      const held = (await card.boundingBox())!;
      expect(held.width).toBeGreaterThanOrEqual(100);
      expect(held.x).toBeGreaterThanOrEqual(0);
      expect(held.y).toBeGreaterThanOrEqual(0);
      expect(held.x + held.width).toBeLessThanOrEqual(screen.width);
      expect(held.y + held.height).toBeLessThanOrEqual(screen.height);
      // The finger still holds the corner it took (within a finger's width of it).
      expect(Math.hypot(held.x + held.width - at.x, held.y + held.height - at.y)).toBeLessThan(44);
      expect(await feltBoxes(page)).toEqual(before);

      // A short pull up (a third of the lifted card) shows the face's edge; let go, it falls back.
      const hand = page.getByTestId('player-hand');
      for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: at.x, y: at.y - (held.height * 0.3 * i) / 8 }] });
      await expect(hand.getByRole('img', { name: TEXT.nb.suits, includeHidden: true })).toHaveCount(1);
      expect(await feltBoxes(page)).toEqual(before);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect(hand.getByRole('img', { name: TEXT.nb.suits, includeHidden: true })).toHaveCount(0);
      await expect(cards).toHaveCount(2);
      await expect.poll(async () => Math.round((await card.boundingBox())!.width)).toBe(44);
      await expect(page.getByTestId('player-total')).toHaveAttribute('data-value', '');

      // Pulled up by a little more than half the lifted card's height, it turns.
      await touch(cdp, at, { x: 0, y: -held.height * 0.55 });
      await expect(cards).toHaveCount(1);
      await expect(page.getByTestId('player-total')).toHaveAttribute('data-value', '3');
      // The second card the same way, from its top corner, pulled down.
      const second = (await cards.first().boundingBox())!;
      await touch(cdp, { x: second.x + 4, y: second.y + 4 }, { x: 0, y: held.height * 0.55 });
      await expect(page.getByTestId('player-total')).toHaveAttribute('data-value', '5');
      // The page did not scroll under the finger.
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      await page.getByRole('button', { name: TEXT.nb.turnAll, exact: true }).click();
      await waitSettled(page);
      expect(await valueOf(page, 'balance')).toBe(START + 10_000);
    });
  });
}

for (const lng of ['nb', 'sv'] as const) {
  test(`while the player squeezes, the spots and the dealer's buttons look and are announced unavailable, with the reason; pressed, they do nothing (${lng})`, async ({ page }) => {
    const T = TEXT[lng];
    await dealSqueezed(page, lng);
    await expect(waiting(page, lng).first()).toBeEnabled();
    const controls = [T.deal, T.clear, T.undo, T.double].map((name) => page.getByRole('button', { name, exact: true }));
    const spots = [T.player, T.banker, T.tie].map((name) => page.getByRole('button', { name: new RegExp(`^${name}\\b`) }));
    for (const control of [...controls, ...spots]) {
      await expect(control).toHaveAttribute('aria-disabled', 'true');
      // Playwright counts aria-disabled as disabled: an action on it waits (tests press it with force).
      await expect(control).toBeDisabled();
      await expect(control).toHaveAccessibleDescription(T.waitSqueeze);
    }
    // Seen faded, as every unavailable button is.
    expect(Number(await controls[0]!.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(0.6);
    expect(Number(await spots[0]!.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(0.8);
    const stored = await page.evaluate(() => localStorage.getItem('punto-banco'));
    for (const control of [...controls, ...spots]) await control.click({ force: true });
    await page.keyboard.press(lng === 'nb' ? 'g' : 'd');
    await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'revealing');
    expect(await page.evaluate(() => localStorage.getItem('punto-banco'))).toBe(stored);
    await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', '1');
    // The round shown, they are available again, with no reason to wait.
    await page.getByRole('button', { name: T.turnAll, exact: true }).click();
    await waitSettled(page);
    const again = page.getByRole('button', { name: T.rebetDeal, exact: true });
    await expect(again).not.toHaveAttribute('aria-disabled');
    await expect(again).toHaveAccessibleDescription('');
    await expect(spots[0]!).toBeEnabled();
    expect(await valueOf(page, 'balance')).toBe(START + 10_000);
  });
}

test('a plain reveal too: the buttons and spots wait, described as waiting for the cards', async ({ page }) => {
  await frozenClock(page);
  await dealSqueezed(page, 'sv', 'player', 'off');
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'revealing');
  for (const control of [page.getByRole('button', { name: 'DELA UT', exact: true }), page.getByRole('button', { name: /^Bank\b/ })]) {
    await expect(control).toHaveAttribute('aria-disabled', 'true');
    await expect(control).toHaveAccessibleDescription(TEXT.sv.waitReveal);
  }
  await waitSettled(page);
  await expect(page.getByRole('button', { name: /^Bank\b/ })).not.toHaveAttribute('aria-disabled');
});

test('GI pressed at once after a load with ?squeeze=on (4× slower CPU, the squeeze\'s chunk late): the cards still come face down', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The squeeze's chunk arrives 6 s late (a slow phone's network): GI is pressed long before it is in.
  const held = await holdChunks(page, ['squeeze'], 6000);
  await page.goto('/?seed=learn-0&lng=nb&squeeze=on');
  await chip(page, '100 kr');
  await spot(page, 'Spiller');
  await page.getByRole('button', { name: 'GI', exact: true }).click();
  expect(held()).toBe(1);
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'revealing');
  // Well inside the hold, where a plain reveal would have turned its first cards: none is face up.
  await page.waitForTimeout(2000);
  await expect(page.locator('[data-face="up"]')).toHaveCount(0);
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'revealing');
  // No Player card is ever shown face up by itself: the reveal waits for the squeeze.
  const faceUp = page.getByTestId('player-hand').locator('[data-face="up"]');
  await expect(waiting(page, 'nb')).toHaveCount(2, { timeout: 15_000 });
  await expect(faceUp).toHaveCount(0);
  expect(await leaks(page)).toEqual([]);
  await page.getByRole('button', { name: 'Snu alle', exact: true }).click();
  await waitSettled(page);
  expect(await ranks(page, 'player')).toEqual(['3', '2', 'A']);
  expect(await valueOf(page, 'balance')).toBe(START + 10_000);
});
