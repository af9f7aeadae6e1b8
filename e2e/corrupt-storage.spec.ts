/**
 * Damaged stored data (issue 4): each kind of damage ends on a playable table with a notice and
 * no crash or console error; the balance is kept when it was valid. Storage that cannot be read
 * or written at all still gives a playable table from memory.
 */
import { test, expect, waitSettled, chip, spot, standingClock, pause, watchProblems } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { STORAGE_KEY, explainedMoney, moneyHeld, readRaw, readStored, writeRaw } from './storage.ts';

// Rounds take 2–3 s to reveal; on a busy machine a test of several rounds and reloads needs room.
test.describe.configure({ timeout: 60_000 });

const START = 1_000_000;
/** The table's texts, read from the locale files (never restated here). */
const texts = (lng: 'nb' | 'sv') =>
  JSON.parse(readFileSync(new URL(`../locales/${lng}/table.json`, import.meta.url), 'utf8')) as { notice: Record<string, string> };
type Json = Record<string, unknown>;
type Stored = { state: Json; version: number };

/**
 * Each damage: how it changes the stored JSON (or the text to store), and what the balance
 * must be afterwards: `kept` (the valid balance stays), `returned` (it stays, and the damaged bets'
 * chips are back on it), or `start` (the starting balance).
 */
const DAMAGES: { name: string; damage: (j: Stored) => string | void; balance: 'kept' | 'returned' | 'start' }[] = [
  { name: 'text that is not JSON', damage: () => '{"state":{"balance":12', balance: 'start' },
  { name: 'JSON of the wrong shape (an array)', damage: () => '[{"balance":5}]', balance: 'start' },
  { name: 'null', damage: () => 'null', balance: 'start' },
  { name: 'a negative balance', damage: (j) => void (j.state.balance = -5000), balance: 'start' },
  { name: 'a balance in fractions of an øre', damage: (j) => void (j.state.balance = 1234.5), balance: 'start' },
  { name: 'a huge balance (1e400)', damage: (j) => JSON.stringify(j).replace(/"balance":\d+/, '"balance":1e400'), balance: 'start' },
  { name: 'a balance of the wrong type', damage: (j) => void (j.state.balance = '999999999'), balance: 'start' },
  // Chips of whole øre outside the limits go back to the balance (9 900 kr here), never lost.
  { name: 'bets over the table limit', damage: (j) => void (j.state.bets = { player: 9_900_000, banker: 0, tie: 0 }), balance: 'returned' },
  { name: 'an unknown phase', damage: (j) => void (j.state.phase = 'dealing'), balance: 'kept' },
  { name: 'a shoe with duplicate cards', damage: (j) => void ((j.state.shoe as { cards: number[] }).cards.fill(7)), balance: 'kept' },
  { name: 'a shoe with missing cards', damage: (j) => void (j.state.shoe as { cards: number[] }).cards.splice(0, 40), balance: 'kept' },
  { name: 'a version far past any newer build (42)', damage: (j) => void (j.version = 42), balance: 'kept' },
  { name: 'history that is not rounds', damage: (j) => void (j.state.history = [{ id: 'one', cards: 'AKQJ' }]), balance: 'kept' },
  { name: 'settings and language of the wrong types', damage: (j) => void Object.assign(j.state, { settings: { decks: 7 }, language: 'xx' }), balance: 'kept' },
  { name: 'every field null', damage: (j) => void Object.keys(j.state).forEach((k) => (j.state[k] = null)), balance: 'start' },
];

/** A stored table after one seeded round: the raw JSON and the balance it holds. */
interface Played {
  json: Stored;
  balance: number;
}

/**
 * The round behind every damage is the same seeded round, so each worker plays it once through
 * the UI (its own page, with the same checks for problems as a test's) and each damage test starts on
 * that stored table, damaged, instead of playing it again and reloading.
 */
const damagedTest = test.extend<{ damaged: string }, { played: Played }>({
  played: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const problems = watchProblems(page, baseURL);
      await standingClock(page);
      await page.goto('/?seed=corrupt&lng=nb');
      await chip(page, '100 kr');
      // The seed deals a Tie: a bet on it wins, where a Bank bet would push and keep the starting balance.
      await spot(page, 'Uavgjort');
      await page.getByRole('button', { name: 'GI', exact: true }).click();
      await waitSettled(page);
      const raw = (await readRaw(page))!;
      const played = { json: JSON.parse(raw) as Stored, balance: (await readStored(page)).balance };
      await context.close();
      expect(problems, 'console errors, exceptions or foreign requests while playing the stored round').toEqual([]);
      // A kept balance must differ from the starting one, or `kept` and `start` could not be told apart.
      expect(played.balance).not.toBe(START);
      await use(played);
    },
    { scope: 'worker' },
  ],
  damaged: ['', { option: true }],
  // The page opens on the damaged text already stored, as after a reload.
  storageState: async ({ baseURL, damaged }, provide) =>
    provide({ cookies: [], origins: [{ origin: new URL(baseURL!).origin, localStorage: [{ name: STORAGE_KEY, value: damaged }] }] }),
});

/** The table is playable: a chip and GI settle exactly one more round. */
async function expectPlayable(page: Page) {
  const round = Number(await page.getByTestId('round-id').getAttribute('data-value'));
  await chip(page, '10 kr');
  await spot(page, 'Spiller');
  await page.getByRole('button', { name: /^(GI|DELA UT)$/ }).click();
  await waitSettled(page);
  await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', String(round + 1));
  const s = await readStored(page);
  expect(s.roundsPlayed).toBe(round + 1);
  expect(s.revision).toBeGreaterThan(0);
}

for (const { name, damage, balance } of DAMAGES) {
  damagedTest.describe(() => {
    damagedTest.use({
      damaged: async ({ played }, provide) => {
        const json = structuredClone(played.json);
        await provide(damage(json) ?? JSON.stringify(json));
      },
    });
    damagedTest(`damaged storage: ${name}`, async ({ page, played, damaged }) => {
      await standingClock(page);
      await page.goto('/?seed=corrupt&lng=nb');
      await expect(page.getByTestId('table')).toBeVisible();
      await expect(page.getByRole('alert').filter({ has: page.getByTestId('notice') })).toBeVisible();
      await expect(page.getByTestId('notice')).toHaveAttribute('data-key', 'storage-reset');
      const returned = () => Object.values((JSON.parse(damaged) as Stored).state.bets as Record<string, number>).reduce((n, v) => n + v, 0);
      const expected = balance === 'start' ? START : balance === 'kept' ? played.balance : played.balance + returned();
      await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(expected));
      // The repaired table is stored at once, so a second reload finds nothing damaged.
      const repaired = await readStored(page);
      expect(moneyHeld(repaired)).toBe(expected);
      await page.reload();
      await expect(page.getByTestId('table')).toBeVisible();
      await expect(page.getByTestId('notice')).toHaveCount(0);
      await expectPlayable(page);
    });
  });
}

damagedTest.describe(() => {
  damagedTest.use({
    damaged: async ({ played }, provide) => {
      const json = structuredClone(played.json);
      json.version += 1;
      await provide(JSON.stringify(json));
    },
  });
  damagedTest("a table stored by the next version: its balance shown, play refused, the table left as it was, a reload offered, and playing on here a choice", async ({ page, played, damaged }) => {
    await standingClock(page);
    await page.goto('/?seed=corrupt&lng=nb');
    await expect(page.getByTestId('notice')).toHaveAttribute('data-key', 'newer-version');
    await expect(page.getByTestId('update-prompt')).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(played.balance));
    await chip(page, '10 kr');
    await spot(page, 'Spiller');
    await page.getByRole('button', { name: 'GI', exact: true }).click({ force: true });
    await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', '0');
    await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(played.balance));
    expect(await readRaw(page)).toBe(damaged);
    // Where no newer version loads (a rollback), the player may play on here from that balance.
    await page.getByTestId('newer-play-here').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    // The keyboard goes on from the chosen chip, not from the top of a page without focus.
    await expect(page.getByRole('radio', { name: '10 kr', exact: true })).toBeFocused();
    await expect(page.getByRole('radio', { name: '10 kr', exact: true })).toBeChecked();
    // Nothing waits any more: the felt gives back the prompt's room.
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--pb-prompt-space'))).toBe('');
    await expect(page.getByTestId('notice')).toHaveCount(0);
    await expectPlayable(page);
    expect((await readStored(page)).roundsPlayed).toBe(1);
  });
});

test('the storage notice stays until dismissed, and says what happened in both languages', async ({ page }) => {
  await standingClock(page);
  await page.goto('/?seed=corrupt-notice');
  await writeRaw(page, '{"state":{"balance":-1,"language":"sv"},"version":2}');
  await page.reload();
  const notice = page.getByTestId('notice');
  await expect(notice).toHaveAttribute('data-key', 'storage-reset');
  await expect(notice).toContainText(texts('sv').notice['storage-reset']!);
  await pause(page, 6500);
  await expect(notice).toBeVisible();
  await notice.getByRole('button').click();
  await expect(notice).toHaveCount(0);
  await page.getByLabel('Språk').selectOption('nb');
  await writeRaw(page, '[]');
  await page.reload();
  await expect(page.getByTestId('notice')).toContainText(texts('nb').notice['storage-reset']!);
});

test('storage that refuses every read and write: the table plays from memory and says so from the start', async ({ page }) => {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    Storage.prototype.getItem = refuse;
    Storage.prototype.setItem = refuse;
    Storage.prototype.removeItem = refuse;
  });
  await page.goto('/?seed=blocked');
  await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(START));
  // Told from the start: nothing of this table will outlive a reload.
  await expect(page.getByTestId('notice')).toHaveAttribute('data-key', 'storage-unsaved');
  await chip(page, '10 kr');
  await spot(page, 'Uavgjort');
  await page.getByRole('button', { name: 'GI', exact: true }).click();
  await waitSettled(page);
  await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', '1');
});

test('storage that is full: rounds go on from memory and are stored again once there is room', async ({ page }) => {
  await page.goto('/?seed=full');
  await page.evaluate((key) => {
    const real = Storage.prototype.setItem;
    const w = window as unknown as { full: boolean };
    w.full = true;
    Storage.prototype.setItem = function (this: Storage, k: string, v: string) {
      if (w.full && k === key) throw new DOMException('full', 'QuotaExceededError');
      return real.call(this, k, v);
    };
  }, STORAGE_KEY);
  await chip(page, '10 kr');
  await spot(page, 'Spiller');
  await page.getByRole('button', { name: 'GI', exact: true }).click();
  await waitSettled(page);
  await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', '1');
  // The table stored on load is all there is while storage is full.
  expect((await readStored(page)).roundsPlayed).toBe(0);
  await page.evaluate(() => ((window as unknown as { full: boolean }).full = false));
  await chip(page, '50 kr');
  const s = await readStored(page);
  expect(s.roundsPlayed).toBe(1);
  expect(moneyHeld(s)).toBe(explainedMoney(s));
});

/** Fills the page's localStorage with other data until it takes not one character more. */
async function fillStorage(page: Page): Promise<void> {
  await page.evaluate(() => {
    let i = 0;
    for (let size = 1 << 20; size >= 1; ) {
      try {
        localStorage.setItem(`other-${i++}`, 'x'.repeat(size));
      } catch {
        size >>= 1;
      }
    }
  });
}

/** Bets 10 kr on Player and deals, as the player does. */
async function playRound(page: Page): Promise<void> {
  await chip(page, '10 kr');
  await spot(page, 'Spiller');
  await page.getByRole('button', { name: 'GI', exact: true }).click();
  await waitSettled(page);
}

test('storage filled up by other data: the balance and the latest rounds are still stored, and the player is told once, at a round', async ({ page }) => {
  await page.goto('/?seed=filled');
  for (let i = 0; i < 4; i++) await playRound(page);
  await fillStorage(page);
  // The first chip no longer fits beside four rounds: two of them leave what is stored. The player
  // is told at the round, where the notice stands through the reveal (the next press clears a notice).
  await chip(page, '10 kr');
  await spot(page, 'Spiller');
  const notice = page.getByTestId('notice');
  await page.getByRole('button', { name: 'GI', exact: true }).click();
  await expect(notice).toHaveAttribute('data-key', 'storage-trimmed');
  await expect(notice).toContainText(texts('nb').notice['storage-trimmed']!);
  await waitSettled(page);
  await expect(notice).toHaveAttribute('data-key', 'storage-trimmed');
  // Told once while storage stays full: the next round stores the same way, quietly.
  await playRound(page);
  await expect(notice).toHaveCount(0);
  const balance = await page.getByTestId('balance').getAttribute('data-value');
  // A reload keeps the rounds just played: before, the stored table was the one of round 4.
  await page.reload();
  await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', '6');
  await expect(page.getByTestId('balance')).toHaveAttribute('data-value', balance!);
  const s = await readStored(page);
  expect(s.roundsPlayed).toBe(6);
  expect(s.history.length).toBeLessThan(6);
  expect(moneyHeld(s)).toBe(Number(balance));
});

test('storage with no room at all: the first chip says the table is not stored, and so does each round', async ({ page }) => {
  await page.goto('/?seed=no-room');
  await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(START));
  await fillStorage(page);
  await chip(page, '10 kr');
  await spot(page, 'Spiller');
  const notice = page.getByTestId('notice');
  await expect(notice).toHaveAttribute('data-key', 'storage-unsaved');
  await expect(notice).toContainText(texts('nb').notice['storage-unsaved']!);
  await notice.getByRole('button').click();
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: 'GI', exact: true }).click();
  await waitSettled(page);
  await expect(notice).toHaveAttribute('data-key', 'storage-unsaved');
  // What a reload would bring back: the table stored when the page was loaded.
  expect((await readStored(page)).roundsPlayed).toBe(0);
});
