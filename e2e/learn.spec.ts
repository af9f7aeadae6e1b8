/**
 * Explain mode and the rules page (issue 6): seeded rounds whose explain steps appear in step with
 * the card reveal and agree with the revealed cards; the rules page's Banker table against
 * src/engine/RULES.md § Drawing rules with the last coup's cell marked; keyboard use; axe on both, in nb and sv.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { analyzeShoe, countsForDecks } from '../src/engine/odds.ts';
import { test, expect, waitSettled, chip, spot, ranks, frozenClock, standingClock, pause } from './fixtures.ts';
import { BANKER_DRAWS, STOOD_DRAWS_UP_TO, points, total, winnerOf } from './rules.ts';

type Lng = 'nb' | 'sv';


const TEXT = {
  nb: {
    deal: 'GI', player: 'Spiller', banker: 'Bank', tie: 'Uavgjort', toggle: 'Forklar rundene', close: 'Lukk',
    initial: (p: number, b: number) => new RegExp(`^To kort hver: Spilleren .*(= |teller som )${p}; Banken .*(= |teller som )${b}\\.$`),
    natural: /naturlig hånd/,
    playerDraws: (t: number, n: number) => new RegExp(`^Spilleren har ${t} og trekker .*: .* gir ${n}\\.$`),
    playerStands: (t: number) => new RegExp(`^Spilleren har ${t} og står`),
    bankerTable: (t: number, third: number, draws: boolean) =>
      new RegExp(`^Banken har ${t} og Spillerens tredje kort er (${third}|[^:]*\\(${third}\\)): Banken ${draws ? 'trekker' : 'står'} `),
    bankerStood: (t: number, draws: boolean) => new RegExp(`^Spilleren sto, .*Banken har ${t} og ${draws ? 'trekker' : 'står'}`),
    result: { player: (p: number, b: number) => `Spiller ${p} mot Bank ${b}:`, banker: (p: number, b: number) => `Bank ${b} mot Spiller ${p}:`, tie: (p: number, b: number) => `${p} mot ${b}: like mange poeng` },
    pay: { win: /vinner/, commission: /kommisjon/, lose: /er tapt/, push: /innsatsen tilbake/ },
  },
  sv: {
    deal: 'DELA UT', player: 'Spelare', banker: 'Bank', tie: 'Oavgjort', toggle: 'Förklara omgångarna', close: 'Stäng',
    initial: (p: number, b: number) => new RegExp(`^Två kort var: Spelaren .*(= |som )${p}; Banken .*(= |som )${b}\\.$`),
    natural: /naturlig hand/,
    playerDraws: (t: number, n: number) => new RegExp(`^Spelaren har ${t} och drar .*: .* ger ${n}\\.$`),
    playerStands: (t: number) => new RegExp(`^Spelaren har ${t} och stannar`),
    bankerTable: (t: number, third: number, draws: boolean) =>
      new RegExp(`^Banken har ${t} och Spelarens tredje kort är (${third}|[^:]*\\(${third}\\)): Banken ${draws ? 'drar' : 'stannar'} `),
    bankerStood: (t: number, draws: boolean) => new RegExp(`^Spelaren stannade, .*Banken har ${t} och ${draws ? 'drar' : 'stannar'}`),
    result: { player: (p: number, b: number) => `Spelare ${p} mot Bank ${b}:`, banker: (p: number, b: number) => `Bank ${b} mot Spelare ${p}:`, tie: (p: number, b: number) => `${p} mot ${b}: lika många poäng` },
    pay: { win: /vinner/, commission: /kommission/, lose: /är förlorad/, push: /återbetalas/ },
  },
} as const;

interface Snapshot {
  phase: string;
  cards: number;
  steps: string[];
  scrollY: number;
  spotsTop: number;
  /** "Vis alle trinn" can be pressed. */
  allSteps: boolean;
}

/** Reads the table in one go: phase, cards face up, explain steps, page scroll, where the bet spots are. */
const snapshot = (page: Page) =>
  page.evaluate((): Snapshot => {
    const table = document.querySelector('[data-testid="table"]')!;
    const list = document.querySelectorAll<HTMLElement>('[data-testid="explain"] li');
    const firstSpot = document.querySelector('button[data-spot]');
    return {
      phase: table.getAttribute('data-phase') ?? '',
      cards: document.querySelectorAll('[data-testid$="-hand"] [data-rank]').length,
      steps: [...list].map((li) => li.dataset.step ?? ''),
      scrollY: window.scrollY,
      spotsTop: firstSpot?.getBoundingClientRect().top ?? 0,
      allSteps: !document.querySelector<HTMLButtonElement>('[data-testid="explain-all"]')?.disabled,
    };
  });

/**
 * Opens the table with the page's clock under the test's control, so the reveal can be watched
 * step by step however busy the machine is.
 */
async function open(page: Page, url: string) {
  await frozenClock(page);
  await page.goto(url);
}

/**
 * Places the bets, deals, and records what the table shows every 40 ms of page time until the
 * round is settled; then lets the last animations finish.
 */
async function dealAndWatch(page: Page, lng: Lng, bets: [string, string][]): Promise<Snapshot[]> {
  for (const [value, name] of bets) {
    await chip(page, value);
    await spot(page, name);
  }
  await page.getByRole('button', { name: TEXT[lng].deal, exact: true }).click();
  const seen: Snapshot[] = [];
  for (let i = 0; i < 250; i++) {
    const s = await snapshot(page);
    seen.push(s);
    if (s.phase === 'settled') break;
    await page.clock.runFor(40);
  }
  await waitSettled(page);
  await page.clock.runFor(1500);
  return seen;
}

/** The explain list items' texts by step id. */
async function stepTexts(page: Page): Promise<Map<string, string>> {
  const items = page.getByTestId('explain').locator('li');
  const pairs = await items.evaluateAll((els) => els.map((e) => [e.getAttribute('data-step')!, e.textContent!] as [string, string]));
  return new Map(pairs);
}

const SEEDED: { seed: string; kind: string; lng: Lng }[] = [
  { seed: 'learn-0', kind: 'Player draws, Banker draws by the table', lng: 'nb' },
  { seed: 'learn-1', kind: 'Player draws, Banker stands by the table', lng: 'sv' },
  { seed: 'learn-2', kind: 'a natural', lng: 'nb' },
  { seed: 'learn-6', kind: 'a Tie', lng: 'sv' },
  { seed: 'learn-7', kind: 'Player stands, Banker draws', lng: 'nb' },
];

for (const { seed, kind, lng } of SEEDED) {
  test(`explain steps follow the reveal and the cards: ${kind} (${lng})`, { tag: '@phone' }, async ({ page }) => {
    const T = TEXT[lng];
    await open(page, `/?seed=${seed}&lng=${lng}`);
    await expect(page.getByRole('switch', { name: T.toggle })).toBeChecked();
    const seen = await dealAndWatch(page, lng, [['100 kr', T.banker], ['10 kr', T.tie]]);

    const p = await ranks(page, 'player');
    const b = await ranks(page, 'banker');
    const p2 = total(p.slice(0, 2));
    const b2 = total(b.slice(0, 2));
    const natural = p2 >= 8 || b2 >= 8;
    const dealt = p.length + b.length;

    // In step with the reveal: each step only once the cards it speaks of are face up.
    const due: Record<string, number> = { initial: 4, natural: 4 };
    if (!natural) {
      due.player = p.length === 3 ? 5 : 4;
      due.banker = b.length === 3 ? dealt : p.length === 3 ? 5 : 4;
    }
    for (const s of seen.filter((x) => x.phase === 'revealing')) {
      for (const [id, cards] of Object.entries(due)) {
        if (id === 'natural' && !natural) continue;
        expect(s.steps.includes(id), `${id} with ${s.cards} cards shown`).toBe(s.cards >= cards);
      }
      expect(s.steps.some((id) => id === 'result' || id.startsWith('pay-')), 'result before the round is settled').toBe(false);
    }
    // The reveal was watched card by card, not only its end.
    expect(seen.some((s) => s.phase === 'revealing' && s.cards > 0 && s.cards < 4), 'first cards observed').toBe(true);
    expect(seen.some((s) => s.phase === 'revealing' && s.cards >= 4), 'the decisions observed').toBe(true);
    // Nothing scrolls the page or moves the bet spots while the cards are revealed.
    const revealing = seen.filter((s) => s.phase === 'revealing');
    expect(new Set(revealing.map((s) => s.scrollY)).size).toBe(1);
    expect(new Set(revealing.map((s) => Math.round(s.spotsTop))).size).toBe(1);

    // The texts agree with the revealed cards and totals.
    const text = await stepTexts(page);
    expect(text.get('initial')).toMatch(T.initial(p2, b2));
    if (natural) {
      expect(text.get('natural')).toMatch(T.natural);
      expect(text.has('player') || text.has('banker')).toBe(false);
    } else {
      if (p.length === 3) expect(text.get('player')).toMatch(T.playerDraws(p2, total(p)));
      else expect(text.get('player')).toMatch(T.playerStands(p2));
      if (p.length === 3) {
        const third = points(p[2]!);
        const draws = BANKER_DRAWS[b2]!.includes(third);
        expect(b.length).toBe(draws ? 3 : 2);
        expect(text.get('banker')).toMatch(T.bankerTable(b2, third, draws));
      } else {
        const draws = b2 <= STOOD_DRAWS_UP_TO;
        expect(text.get('banker')).toMatch(T.bankerStood(b2, draws));
      }
    }
    const pt = total(p);
    const bt = total(b);
    const winner = winnerOf(p, b);
    await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', winner);
    expect(text.get('result')).toContain(T.result[winner](pt, bt));
    // One payout line per bet: Banker and Tie.
    expect([...text.keys()].filter((k) => k.startsWith('pay-') && k !== 'pay-total').sort()).toEqual(['pay-banker', 'pay-tie']);
    expect(text.get('pay-banker')).toMatch(winner === 'banker' ? T.pay.commission : winner === 'tie' ? T.pay.push : T.pay.lose);
    expect(text.get('pay-tie')).toMatch(winner === 'tie' ? T.pay.win : T.pay.lose);
    expect(text.has('pay-total')).toBe(true);

    // The seed gives the intended kind of coup (so every branch above is exercised).
    const got = natural
      ? 'a natural'
      : winner === 'tie'
        ? 'a Tie'
        : p.length === 3
          ? `Player draws, Banker ${b.length === 3 ? 'draws' : 'stands'} by the table`
          : `Player stands, Banker ${b.length === 3 ? 'draws' : 'stands'}`;
    expect(got).toBe(kind);
  });
}

test('the explain switch turns the steps off and on, and is remembered', async ({ page }) => {
  await open(page, '/?seed=learn-0&lng=nb');
  const toggle = page.getByRole('switch', { name: TEXT.nb.toggle });
  await toggle.uncheck();
  await expect(page.getByTestId('explain')).toHaveCount(0);
  await dealAndWatch(page, 'nb', [['10 kr', 'Spiller']]);
  await expect(page.getByTestId('explain')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('switch', { name: TEXT.nb.toggle })).not.toBeChecked();
  await page.getByRole('switch', { name: TEXT.nb.toggle }).check();
  // The round already played is explained at once.
  await expect(page.getByTestId('explain').locator('li[data-step="result"]')).toHaveCount(1);
});

test('a list of steps taller than its room fades the edge that has more to scroll to', async ({ page }) => {
  await open(page, '/?seed=learn-0&lng=nb');
  await dealAndWatch(page, 'nb', [['100 kr', 'Bank'], ['10 kr', 'Uavgjort']]);
  const list = page.getByTestId('explain').locator('ol');
  const marks = () => list.evaluate((l) => [l.hasAttribute('data-more-above'), l.hasAttribute('data-more-below')]);
  // The desktop panel has room for three steps: it has scrolled on to the result, past the first.
  await expect.poll(async () => (await marks())[0], 'settled: the result shown, more above').toBe(true);
  // Room for about two steps, as on a short phone; scrolling is what marks the edges.
  await list.evaluate((l) => {
    l.style.maxHeight = '60px';
    l.scrollTop = 0;
    l.dispatchEvent(new Event('scroll'));
  });
  expect(await list.evaluate((l) => l.scrollHeight > l.clientHeight + 20), 'the steps overflow').toBe(true);
  await expect.poll(marks, 'at the top: more below').toEqual([false, true]);
  await list.evaluate((l) => {
    l.scrollTop = (l.scrollHeight - l.clientHeight) / 2;
    l.dispatchEvent(new Event('scroll'));
  });
  await expect.poll(marks, 'half way: more both ways').toEqual([true, true]);
  await list.evaluate((l) => {
    l.scrollTop = l.scrollHeight;
    l.dispatchEvent(new Event('scroll'));
  });
  await expect.poll(marks, 'at the bottom: more above').toEqual([true, false]);
  expect(await list.evaluate((l) => getComputedStyle(l).maskImage), 'the fade is drawn').toContain('linear-gradient');
});

/** Waits until the step `item` lies whole within its list's visible box (the list scrolls to it after a round). */
async function expectWholeInList(item: Locator) {
  await expect
    .poll(() =>
      item.evaluate((li) => {
        const box = li.getBoundingClientRect();
        const view = li.parentElement!.getBoundingClientRect();
        return box.top >= view.top - 0.5 && box.bottom <= view.bottom + 0.5;
      }),
    )
    .toBe(true);
}

test.describe('on a 320×640 phone without side bets (a small phone, or one zoomed in)', () => {
  const size = { width: 320, height: 640 };
  test.use({ viewport: size, screen: size, isMobile: true, hasTouch: true });
  for (const lng of ['nb', 'sv'] as const) {
    test(`after a Banker win with commission the explain buttons share the switch's line above the spots and the payout line is whole in sight (${lng})`, async ({ page }) => {
      // Seed b3 deals a Banker win first: the result's longest text (the commission), four lines in sv.
      await standingClock(page);
      await page.goto(`/?seed=b3&lng=${lng}`);
      await chip(page, '10 kr');
      await spot(page, TEXT[lng].banker);
      await page.getByRole('button', { name: TEXT[lng].deal, exact: true }).click();
      await waitSettled(page);
      await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'banker');
      const list = page.getByTestId('explain').locator('ol');
      await expect(list.locator('li')).not.toHaveCount(0);
      const lines = await list.evaluate((ol) => ol.clientHeight / parseFloat(getComputedStyle(ol.firstElementChild!).lineHeight));
      expect(lines, 'lines of steps in sight').toBeGreaterThanOrEqual(2);
      // The money line is whole in the box, never cut before its commission (the box scrolls to it
      // in the frames after the result: let the page's standing time run them).
      await pause(page, 100);
      const payout = list.locator('li[data-step="pay-banker"]');
      await expect(payout).toBeVisible();
      await expectWholeInList(payout);
      // The faded foot says there is more below only while there is (once the steps have slid in).
      await expect
        .poll(() => list.evaluate((l) => l.hasAttribute('data-more-below') === (l.scrollTop + l.clientHeight < l.scrollHeight - 1)))
        .toBe(true);
      // The switch's buttons share its line (its label wraps beside it), leaving that line to the steps.
      const switchTop = (await page.getByRole('switch', { name: TEXT[lng].toggle }).locator('xpath=..').boundingBox())!.y;
      for (const b of await page.getByTestId('explain-panel').getByRole('button').all()) {
        expect(Math.abs((await b.boundingBox())!.y - switchTop), `${await b.textContent()} on the switch's line`).toBeLessThanOrEqual(1);
      }
      const spotsTop = Math.min(...(await Promise.all((await page.locator('[data-testid^="spot-"]').all()).map(async (s) => (await s.boundingBox())!.y))));
      for (const b of await page.getByTestId('explain-panel').getByRole('button').all()) {
        const box = (await b.boundingBox())!;
        expect(box.y + box.height, `${await b.textContent()} ends above the spots (${spotsTop})`).toBeLessThanOrEqual(spotsTop);
      }
    });
  }
});

/** On seed learn-0, on a standing clock: 10 kr on Player and on Tie, then the deal. */
async function dealOnPlayerAndTie(page: Page, lng: 'nb' | 'sv') {
  await standingClock(page);
  await page.goto(`/?seed=learn-0&lng=${lng}`);
  await chip(page, '10 kr');
  await spot(page, TEXT[lng].player);
  await spot(page, TEXT[lng].tie);
  await page.getByRole('button', { name: TEXT[lng].deal, exact: true }).click();
}

test.describe('on a 390×844 phone without side bets', () => {
  const size = { width: 390, height: 844 };
  test.use({ viewport: size, screen: size, isMobile: true, hasTouch: true });
  for (const lng of ['nb', 'sv'] as const) {
    test(`a settled round's comparison and money lines are never cut with "…", and the last of them is whole in sight (${lng})`, async ({ page }) => {
      await dealOnPlayerAndTie(page, lng);
      await waitSettled(page);
      await pause(page, 100);
      const list = page.getByTestId('explain').locator('ol');
      // The comparison, a line per bet and the total.
      await expect(list.locator('li[data-at-end]')).toHaveCount(4);
      const cut = await list.locator('li[data-at-end]').evaluateAll((items) =>
        items.filter((li) => li.scrollWidth > li.clientWidth + 1).map((li) => li.textContent),
      );
      expect(cut, 'lines cut short').toEqual([]);
      await expectWholeInList(list.locator('li').last());
    });
  }

  for (const lng of ['nb', 'sv'] as const) {
    test(`every step of a settled round wraps whole, the reason Banker drew or stood included, and the box ends where it did in the reveal (${lng})`, async ({ page }) => {
      await dealOnPlayerAndTie(page, lng);
      await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'revealing');
      const list = page.getByTestId('explain').locator('ol');
      // The panel's foot: the result above it may take more lines than the hint did, never the felt below.
      const box = async () => page.getByTestId('explain-panel').evaluate((e) => Math.round(e.getBoundingClientRect().bottom + scrollY));
      await expect(list.locator('li').first()).toBeAttached();
      const revealing = await box();
      await waitSettled(page);
      await pause(page, 100);
      // Before, on this phone every step but the round's end was folded to one line with "…".
      const cut = await list.locator('li').evaluateAll((items) =>
        items.filter((li) => li.scrollWidth > li.clientWidth + 1 || getComputedStyle(li).textOverflow === 'ellipsis').map((li) => li.textContent),
      );
      expect(cut, 'steps cut short').toEqual([]);
      expect(await list.locator('li').count()).toBeGreaterThanOrEqual(5);
      expect(await box(), 'the panel ends where it did in the reveal').toBe(revealing);
    });
  }
});

test('"Vis alle trinn" shows the whole last round at once, and waits for the reveal to end', { tag: '@phone' }, async ({ page }) => {
  await open(page, '/?seed=learn-0&lng=nb');
  const button = page.getByRole('button', { name: 'Vis alle trinn' });
  await expect(button, 'nothing to show before the first round').toBeDisabled();
  const seen = await dealAndWatch(page, 'nb', [['100 kr', 'Bank'], ['10 kr', 'Uavgjort']]);
  const revealing = seen.filter((s) => s.phase === 'revealing');
  expect(revealing.length).toBeGreaterThan(0);
  expect(revealing.every((s) => !s.allSteps), 'disabled while the cards are turned').toBe(true);

  const panel = await stepTexts(page);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Runde 1' });
  await expect(dialog).toBeVisible();
  // Every step the panel told, in the same words and order, in one list.
  const steps = dialog.getByTestId('round-steps').locator('li');
  const listed = await steps.evaluateAll((els) => els.map((e) => [e.getAttribute('data-step')!, e.textContent!] as [string, string]));
  expect(listed).toEqual([...panel.entries()]);
  expect(listed.map(([id]) => id)).toEqual(expect.arrayContaining(['initial', 'result', 'pay-banker', 'pay-tie', 'pay-total']));
  // Of the same round, with its winner.
  const body = page.getByTestId('round-detail').locator('form[data-round]');
  await expect(body).toHaveAttribute('data-round', '1');
  await expect(body).toHaveAttribute('data-winner', (await page.getByTestId('outcome').getAttribute('data-outcome'))!);
  // It opens at its top, and on a narrow phone the payout table stays inside it.
  expect(await dialog.evaluate((d) => d.scrollTop)).toBe(0);
  await expectTableInside(page, dialog, [320, 360]);
  await dialog.getByRole('button', { name: 'Lukk' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
});

for (const lng of ['nb', 'sv'] as const) {
  test(`the rules page gives each table type and side bet its paytable and exact edge for the table's decks (${lng})`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(`/?seed=rules-bets&lng=${lng}`);
    const dialog = await openRules(page);
    // The published 6-deck figures (src/engine/RULES.md § Table variants, § Side bets), and the engine's exact numbers.
    const six = analyzeShoe(countsForDecks(6)).variants;
    const published: [string, string, number][] = [
      ['standard', 'banker', 1.0558], ['no-commission', 'banker', 1.4548], ['ez', 'banker', 1.0161],
      ['standard', 'playerPair', 11.254], ['standard', 'eitherPair', 14.5365], ['standard', 'dragonBonusBanker', 9.3889],
      ['ez', 'dragon7', 7.6062], ['ez', 'panda8', 10.2074],
    ];
    for (const [variant, bet, percent] of published) {
      const line = dialog.getByTestId(`rules-edge-${variant}-${bet}`);
      const edge = six[variant as 'standard']![bet as 'banker']!.houseEdge;
      await expect(line).toHaveAttribute('data-value', String(edge));
      expect((edge * 100).toFixed(4)).toBe(percent.toFixed(4));
      // Shown to three decimals, as every house edge (the odds panel's too).
      await expect(line).toContainText(`${(edge * 100).toFixed(3).replace('.', ',')}\u00a0%`);
    }
    const words = lng === 'nb'
      ? { tables: 'Bordtyper', sideBets: 'Sidespill', pair: 'Spillerens to første kort har samme valør', six: 'Bank vinner med 6', here: 'dette bordet' }
      : { tables: 'Bordstyper', sideBets: 'Sidospel', pair: 'Spelarens två första kort har samma valör', six: 'Bank vinner med 6', here: 'det här bordet' };
    await expect(dialog.getByRole('heading', { name: words.tables })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: words.sideBets })).toBeVisible();
    await expect(dialog.getByTestId('paytable-standard-playerPair').locator('tbody tr').first()).toHaveText(`${words.pair}11:1`);
    await expect(dialog.getByTestId('paytable-no-commission-banker').locator('tbody tr').first()).toHaveText(`${words.six}1:2`);
    await expect(dialog.locator('[data-variant="standard"] h4')).toContainText(words.here);
    // The paytables fit a phone: no cell sticks out of its section.
    for (const section of ['rules-tables', 'rules-sidebets']) await expectTableInside(page, dialog.getByTestId(section), [360, 390]);
  });
}

/** At each width, every cell of the dialog's payout table lies inside the dialog. */
async function expectTableInside(page: Page, dialog: Locator, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 740 });
    const outside = await dialog.evaluate((d) => {
      const box = d.getBoundingClientRect();
      return [...d.querySelectorAll('th, td')]
        .map((c) => c.getBoundingClientRect())
        .filter((r) => r.left < box.left - 0.5 || r.right > box.right + 0.5).length;
    });
    expect(outside, `table cells outside the dialog at ${width}px`).toBe(0);
  }
}

for (const lng of ['nb', 'sv'] as const) {
  test(`the whole round's payout table fits a narrow phone after a Tie with a push (${lng})`, async ({ page }) => {
    // Seed "tie-hunt" deals a Tie (7 against 7) first: the widest table, a win and a push.
    await standingClock(page);
    await page.goto(`/?seed=tie-hunt&lng=${lng}`);
    await chip(page, '1 000 kr');
    await spot(page, TEXT[lng].tie);
    await chip(page, '500 kr');
    await spot(page, TEXT[lng].banker);
    await chip(page, '10 kr');
    await spot(page, TEXT[lng].banker);
    await page.getByRole('button', { name: TEXT[lng].deal, exact: true }).click();
    await waitSettled(page);
    await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'tie');
    await page.getByTestId('explain-all').click();
    const dialog = page.getByTestId('round-detail');
    await expect(dialog.locator('tr[data-spot=banker]')).toHaveAttribute('data-outcome', 'push');
    await expectTableInside(page, dialog, [320, 360, 390]);
  });
}

/** Opens the rules page and returns its dialog. */
async function openRules(page: Page) {
  await page.getByRole('button', { name: 'Regler', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const lng of ['nb', 'sv'] as const) {
  test(`the rules page's Banker table matches src/engine/RULES.md § Drawing rules and marks the last coup (${lng})`, { tag: '@phone' }, async ({ page }) => {
    test.setTimeout(60_000);
    await open(page, `/?seed=learn-1&lng=${lng}`);
    await dealAndWatch(page, lng, [['10 kr', TEXT[lng].player]]);
    const p = await ranks(page, 'player');
    const b = await ranks(page, 'banker');

    const dialog = await openRules(page);
    const table = dialog.getByTestId('banker-table');
    const cells = await table.locator('td[data-banker-total]').evaluateAll((els) =>
      els.map((e) => ({
        b: Number(e.getAttribute('data-banker-total')),
        p: e.getAttribute('data-player-third')!,
        draw: e.getAttribute('data-draw'),
        last: e.getAttribute('data-last'),
      })),
    );
    expect(cells).toHaveLength(8 * 11);
    for (const c of cells) {
      const expected = c.p === 'none' ? c.b <= STOOD_DRAWS_UP_TO : BANKER_DRAWS[c.b]!.includes(Number(c.p));
      expect(c.draw, `Banker ${c.b}, third ${c.p}`).toBe(String(expected));
    }
    for (let bt = 0; bt <= 7; bt++) {
      for (const third of ['none', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9']) {
        expect(cells.filter((c) => c.b === bt && c.p === third), `cell ${bt}/${third}`).toHaveLength(1);
      }
    }
    // The last coup (learn-1: Player drew) decided Banker's card in exactly one cell.
    const p2 = total(p.slice(0, 2));
    const b2 = total(b.slice(0, 2));
    expect(p2 >= 8 || b2 >= 8).toBe(false);
    const marked = cells.filter((c) => c.last === 'true');
    expect(marked).toEqual([{ b: b2, p: p.length === 3 ? String(points(p[2]!)) : 'none', draw: String(b.length === 3), last: 'true' }]);

    // The house edge is there for the table's decks (6 by default).
    await expect(dialog.getByTestId('house-edge')).toHaveAttribute('data-decks', '6');

    await dialog.getByRole('button', { name: TEXT[lng].close }).first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('the rules page works from the keyboard', async ({ page }) => {
  await page.goto('/?seed=learn-2&lng=sv');
  const open = page.getByRole('button', { name: 'Regler', exact: true });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stäng' }).first()).toBeFocused();
  // The Banker table scrolls inside its box on narrow screens, so it is reachable by Tab.
  await expect(dialog.getByRole('region', { name: /Bankens tabell/ })).toHaveAttribute('tabindex', '0');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(open).toBeFocused();
});

for (const lng of ['nb', 'sv'] as const) {
  test(`no axe violations in the explain panel and on the rules page (${lng})`, { tag: '@phone' }, async ({ page }) => {
    test.setTimeout(90_000); // axe is slow on a busy machine
    await open(page, `/?seed=learn-0&lng=${lng}`);
    const scan = async (selector: string) =>
      (await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze()).violations;
    await dealAndWatch(page, lng, [['100 kr', TEXT[lng].banker]]);
    await page.clock.resume(); // axe runs on timers of its own
    await page.waitForTimeout(400); // the last steps fade in (a CSS animation)
    await expect(page.getByTestId('explain').locator('li').first()).toBeVisible();
    expect(await scan('[data-testid="explain-panel"]')).toEqual([]);
    await page.getByTestId('explain-all').click();
    await expect(page.getByTestId('round-steps')).toBeVisible();
    expect(await scan('dialog[open]')).toEqual([]);
    await page.keyboard.press('Escape');
    await openRules(page);
    expect(await scan('dialog[open]')).toEqual([]);
  });
}
