/**
 * The reveal (issue 10, "one reveal"): watched every 40 ms of page time, no text runs ahead of a
 * card. A card not yet turned is a card back, for the eye and for a screen reader (named "face-down
 * card", no rank or suit anywhere in its element); the totals count only face-up cards; an explain
 * step shows only once every card it speaks of is face up; the result only after the last card.
 */
import type { Page } from '@playwright/test';
import { test, expect, chip, spot, frozenClock, settledHands } from './fixtures.ts';
import { total } from './rules.ts';

const TEXT = {
  nb: { deal: 'GI', banker: 'Bank', back: 'Kort med baksiden opp', suits: /spar|hjerter|ruter|kløver/ },
  sv: { deal: 'DELA UT', banker: 'Bank', back: 'Kort med baksidan upp', suits: /spader|hjärter|ruter|klöver/ },
} as const;

interface Side {
  /** Ranks of the face-up cards, in order. */
  up: string[];
  /** Face-down cards: how many, and whether any of them tells its rank or suit in the page. */
  down: number;
  downLeaks: string[];
  total: string;
}
interface Seen {
  phase: string;
  player: Side;
  banker: Side;
  steps: string[];
  outcome: boolean;
}

const look = (page: Page) =>
  page.evaluate((): Seen => {
    const side = (name: string): Side => {
      const hand = document.querySelector(`[data-testid="${name}-hand"]`)!;
      const down = [...hand.querySelectorAll<HTMLElement>('[data-face="down"]')];
      const leaks = down.flatMap((el) => {
        const attrs = [el, ...el.querySelectorAll('*')].flatMap((e) => [...e.attributes].map((a) => `${a.name}=${a.value}`));
        return [el.textContent ?? '', ...attrs.filter((a) => /^data-(rank|suit)|^aria-label=(?!Kort med baksid)/.test(a))].filter(Boolean);
      });
      return {
        up: [...hand.querySelectorAll<HTMLElement>('[data-face="up"]')].map((e) => e.dataset.rank ?? '?'),
        down: down.length,
        downLeaks: leaks,
        total: document.querySelector(`[data-testid="${name}-total"]`)!.getAttribute('data-value') ?? '',
      };
    };
    return {
      phase: document.querySelector('[data-testid="table"]')!.getAttribute('data-phase') ?? '',
      player: side('player'),
      banker: side('banker'),
      steps: [...document.querySelectorAll<HTMLElement>('[data-testid="explain"] li')].map((li) => li.dataset.step ?? ''),
      outcome: document.querySelector('[data-testid="outcome"]') !== null,
    };
  });

for (const lng of ['nb', 'sv'] as const) {
  test(`no text runs ahead of a card: face-down cards are nameless, totals and steps wait for the turn (${lng})`, { tag: '@phone' }, async ({ page }) => {
    test.setTimeout(90_000); // some 100 looks at the page, slow on a busy machine
    const T = TEXT[lng];
    await frozenClock(page);
    // learn-0: Player draws and Banker draws, six cards (see learn.spec).
    await page.goto(`/?seed=learn-0&lng=${lng}`);
    await chip(page, '100 kr');
    await spot(page, T.banker);
    await page.getByRole('button', { name: T.deal, exact: true }).click();

    const seen: Seen[] = [];
    let namedBack = false;
    for (let i = 0; i < 250; i++) {
      const s = await look(page);
      seen.push(s);
      if (s.phase === 'settled') break;
      if (!namedBack && s.player.down + s.banker.down > 0) {
        // What a screen reader meets at this instant: the face-down card by its back only, and
        // no card named by a suit beyond those already turned.
        const hands = page.getByTestId('table').locator('[data-testid$="-hand"]');
        await expect(hands.getByRole('img', { name: T.back, exact: true })).toHaveCount(s.player.down + s.banker.down);
        await expect(hands.getByRole('img', { name: T.suits })).toHaveCount(s.player.up.length + s.banker.up.length);
        namedBack = true;
      }
      await page.clock.runFor(40);
    }
    const { player: p, banker: b } = await settledHands(page);
    expect([p.length, b.length], 'the seed deals six cards').toEqual([3, 3]);
    expect(namedBack, 'a face-down card was seen').toBe(true);

    const revealing = seen.filter((s) => s.phase === 'revealing');
    expect(revealing.some((s) => s.player.down + s.banker.down > 0 && s.player.up.length + s.banker.up.length > 0)).toBe(true);
    for (const s of revealing) {
      const up = s.player.up.length + s.banker.up.length;
      const where = `${up} face up, ${s.player.down + s.banker.down} face down`;
      expect([...s.player.downLeaks, ...s.banker.downLeaks], `face-down cards tell nothing (${where})`).toEqual([]);
      // Face-up cards are the first ones dealt, and they are the round's cards.
      expect(s.player.up, where).toEqual(p.slice(0, s.player.up.length));
      expect(s.banker.up, where).toEqual(b.slice(0, s.banker.up.length));
      // Totals over the face-up cards only.
      expect(s.player.total, `Player's total (${where})`).toBe(s.player.up.length ? String(total(s.player.up)) : '');
      expect(s.banker.total, `Banker's total (${where})`).toBe(s.banker.up.length ? String(total(s.banker.up)) : '');
      // Each step once the cards it speaks of are face up: the first four, Player's third, Banker's third.
      if (s.steps.includes('initial')) expect(up, `initial (${where})`).toBeGreaterThanOrEqual(4);
      if (s.steps.includes('player')) expect(s.player.up, `player (${where})`).toHaveLength(3);
      if (s.steps.includes('banker')) expect(s.banker.up, `banker (${where})`).toHaveLength(3);
      expect(s.steps.filter((id) => id === 'result' || id.startsWith('pay-')), `outcome (${where})`).toEqual([]);
      expect(s.outcome, `result banner (${where})`).toBe(false);
    }
    // And the steps do come, each as soon as its card is up (in the same look).
    const firstWith = (f: (s: Seen) => boolean) => seen.findIndex(f);
    expect(firstWith((s) => s.steps.includes('initial'))).toBe(firstWith((s) => s.player.up.length + s.banker.up.length >= 4));
    expect(firstWith((s) => s.steps.includes('player'))).toBe(firstWith((s) => s.player.up.length === 3));
    expect(firstWith((s) => s.steps.includes('banker'))).toBe(firstWith((s) => s.banker.up.length === 3));
    const last = seen.at(-1)!;
    expect(last.phase).toBe('settled');
    expect(last.player.total).toBe(String(total(p)));
    expect(last.banker.total).toBe(String(total(b)));
  });
}
