/**
 * ANGRE / DOBLE (sv ÅNGRA / DUBBLA) and the table's keyboard shortcuts (issue 13): a misplaced
 * chip is taken back with one press, bets are doubled or refused with the reason, and every
 * shortcut does what its button does.
 */
import { test, expect, valueOf, waitSettled, chip, spot, holdChunks } from './fixtures.ts';

const START = 1_000_000;

test('ANGRE takes back the last chip, then the one before, to an empty table', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/?seed=undo');
  await chip(page, '100 kr');
  await spot(page, 'Spiller');
  await chip(page, '10 kr');
  await spot(page, 'Uavgjort');
  await chip(page, '50 kr');
  await spot(page, 'Spiller');
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '16000');
  const undo = page.getByRole('button', { name: 'ANGRE', exact: true });
  await undo.click();
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '11000');
  await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(START - 11000));
  await undo.click();
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '10000');
  await undo.click();
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '0');
  await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(START));
  await expect(undo).toHaveAttribute('aria-disabled', 'true');
});

test('SATS IGJEN is one step for ANGRE; DOBLE doubles, and after a round places the last bets doubled', async ({ page }) => {
  await page.goto('/?seed=double');
  await chip(page, '100 kr');
  await spot(page, 'Bank');
  await page.getByRole('button', { name: 'DOBLE', exact: true }).click();
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '20000');
  await page.getByRole('button', { name: 'GI', exact: true }).click();
  await waitSettled(page);
  const balance = await valueOf(page, 'balance');
  // Nothing on the table after the round: DOBLE places the last round's 200 kr twice.
  await page.getByRole('button', { name: 'DOBLE', exact: true }).click();
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'betting');
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '40000');
  await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(balance - 40000));
  await page.getByRole('button', { name: 'ANGRE', exact: true }).click();
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '0');
  // SATS IGJEN and a chip after it: two presses of ANGRE, the chip first.
  await page.getByRole('button', { name: 'SATS IGJEN', exact: true }).click();
  await chip(page, '10 kr');
  await spot(page, 'Bank');
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '21000');
  await page.getByRole('button', { name: 'ANGRE', exact: true }).click();
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '20000');
  await page.getByRole('button', { name: 'ANGRE', exact: true }).click();
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '0');
  await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(balance));
});

test('a table emptied again after SATS IGJEN (FJERN, or ANGRE) offers SATS IGJEN OG GI, which bets the last round again and deals', async ({ page }) => {
  await page.goto('/?seed=again-empty&lng=nb');
  await chip(page, '50 kr');
  await spot(page, 'Spiller');
  await page.getByRole('button', { name: 'GI', exact: true }).click();
  await waitSettled(page);
  const rounds = await valueOf(page, 'round-id');
  for (const takeOff of ['FJERN', 'ANGRE'] as const) {
    await page.getByRole('button', { name: 'SATS IGJEN', exact: true }).click();
    await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '5000');
    await page.getByRole('button', { name: takeOff, exact: true }).click();
    await expect(page.getByTestId('bet-total'), takeOff).toHaveAttribute('data-value', '0');
    // As after a round: not a GI that could only say a bet is missing.
    await expect(page.getByRole('button', { name: 'GI', exact: true }), takeOff).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'SATS IGJEN OG GI', exact: true }), takeOff).not.toHaveAttribute('aria-disabled');
  }
  const balance = await valueOf(page, 'balance');
  // The keyboard's G presses it too.
  await page.keyboard.press('g');
  await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', String(rounds + 1));
  await waitSettled(page);
  expect(await valueOf(page, 'bet-total')).toBe(5000);
  expect(await valueOf(page, 'balance')).toBe(balance - 5000 + (await valueOf(page, 'winnings')));
});

test('DOBLE over MAX is refused with the reason and changes nothing', async ({ page }) => {
  await page.goto('/?seed=double-max');
  await chip(page, '1 000 kr');
  await spot(page, 'Spiller', 3);
  // It looks unavailable (issue 15), and pressed anyway it says why.
  const double = page.getByRole('button', { name: 'DOBLE', exact: true });
  await expect(double).toHaveAttribute('aria-disabled', 'true');
  await double.click({ force: true });
  await expect(page.getByTestId('notice')).toHaveAttribute('data-key', 'double-over-max');
  await expect(page.getByTestId('notice')).toContainText('kan ikke dobles');
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '300000');
  await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(START - 300000));
});

test('Swedish: ÅNGRA and DUBBLA, and shortcuts from the Swedish labels', async ({ page }) => {
  await page.goto('/?seed=keys-sv&lng=sv');
  await expect(page.getByRole('button', { name: 'ÅNGRA', exact: true })).toHaveAttribute('aria-keyshortcuts', 'Å Backspace');
  await expect(page.getByRole('button', { name: 'DUBBLA', exact: true })).toHaveAttribute('aria-keyshortcuts', 'U');
  await page.keyboard.press('2'); // 50 kr
  await page.keyboard.press('o'); // Oavgjort
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '5000');
  await page.keyboard.press('u'); // DUBBLA
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '10000');
  // ÅNGRA: a Swedish keyboard's Å key (Playwright's US layout has none, so the key event is sent as such).
  await page.evaluate(() => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'å', bubbles: true })));
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '5000');
  await page.keyboard.press('d'); // DELA UT
  await waitSettled(page);
  await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', '1');
});

test('keyboard shortcuts: chips, spots, GI, FJERN, ANGRE, DOBLE and SATS IGJEN, each as its aria-keyshortcuts says', async ({ page }) => {
  await page.goto('/?seed=keys-nb');
  const table = page.getByTestId('table');
  await expect(page.getByRole('radio', { name: '100 kr', exact: true })).toHaveAttribute('aria-keyshortcuts', '3');
  await expect(page.getByRole('button', { name: /^Spiller/ })).toHaveAttribute('aria-keyshortcuts', 'S');
  await expect(page.getByRole('button', { name: 'GI', exact: true })).toHaveAttribute('aria-keyshortcuts', 'G');
  await expect(page.getByRole('button', { name: 'FJERN', exact: true })).toHaveAttribute('aria-keyshortcuts', 'F');
  await expect(page.getByRole('button', { name: 'ANGRE', exact: true })).toHaveAttribute('aria-keyshortcuts', 'A Backspace');
  await expect(page.getByRole('button', { name: 'DOBLE', exact: true })).toHaveAttribute('aria-keyshortcuts', 'D');

  await page.keyboard.press('3');
  await expect(page.getByRole('radio', { name: '100 kr', exact: true })).toBeChecked();
  await page.keyboard.press('s');
  await page.keyboard.press('u');
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '20000');
  await page.keyboard.press('Backspace');
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '10000');
  await page.keyboard.press('d');
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '20000');
  await page.keyboard.press('f');
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '0');
  // A key held down repeats: only the first press counts. Modifiers are the browser's.
  await page.keyboard.down('s');
  await page.keyboard.down('s');
  await page.keyboard.up('s');
  await page.keyboard.press('Control+b');
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '10000');
  await page.keyboard.press('g');
  await waitSettled(page);
  await expect(page.getByTestId('round-id')).toHaveAttribute('data-value', '1');
  const balance = await valueOf(page, 'balance');
  await page.keyboard.press('i'); // SATS IGJEN
  await expect(table).toHaveAttribute('data-phase', 'betting');
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '10000');
  await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(balance - 10000));

  // Not while typing in a field of a dialog: the settings' seed field takes the letters.
  await page.getByRole('button', { name: 'Innstillinger' }).click();
  await page.keyboard.press('s');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '10000');
});

test('a key typed while the settings are on their way is not a shortcut: the chunk late, S does not bet on Spiller', async ({ page }) => {
  // The settings open once the sound controls are in (their chunk loads at the first press): here
  // that chunk is 1.5 s late, and S is typed as the dialog is still coming.
  const held = await holdChunks(page, ['player'], 1500);
  await page.goto('/?seed=keys-opening&lng=nb');
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'betting');
  await page.getByRole('button', { name: 'Innstillinger' }).click();
  await page.keyboard.press('s');
  // The route hears the chunk's request a moment after the press: asked for, and held 1.5 s.
  await expect.poll(held).toBe(1);
  await expect(page.getByRole('dialog', { name: 'Innstillinger' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Innstillinger' })).toBeHidden();
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '0');
  // Once it has closed, the keys are the table's again.
  await page.keyboard.press('s');
  await expect(page.getByTestId('bet-total')).not.toHaveAttribute('data-value', '0');
});

test('a dialog on its way is dropped when the player moves on: Escape, or a press on the table', async ({ page }) => {
  // The settings wait for the sound's chunk, the rules for their own: both held 1.5 s here.
  await holdChunks(page, ['player', 'RulesContent'], 1500);
  await page.goto('/?seed=keys-drop&lng=nb');
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'betting');
  await page.getByRole('button', { name: 'Innstillinger' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Regler' }).click();
  await chip(page, '10 kr');
  await spot(page, 'Spiller');
  await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '1000');
  // Well after both chunks are in: neither dialog has opened over the table.
  await page.waitForTimeout(2500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Asked for again, each opens.
  await page.getByRole('button', { name: 'Regler' }).click();
  await expect(page.getByRole('dialog', { name: 'Slik spilles Punto Banco' })).toBeVisible();
});

test('the rules page lists the shortcuts', async ({ page }) => {
  await page.goto('/?seed=keys-rules');
  await page.getByRole('button', { name: 'Regler' }).click();
  const list = page.getByTestId('shortcuts');
  await expect(list).toContainText('Sats på Uavgjort');
  await expect(list).toContainText('ANGRE');
  await expect(list).toContainText('Tilbaketast');
  await expect(list).toContainText('DOBLE');
  await expect(list).toContainText('SATS IGJEN');
});

for (const lng of ['nb', 'sv'] as const) {
  test(`a second SATS IGJEN keeps its place and says why it is refused: pressed again, double-clicked, by Enter or its key (${lng})`, { tag: '@phone' }, async ({ page }) => {
    const T = {
      nb: { deal: 'GI', rebet: 'SATS IGJEN', clear: 'FJERN', placed: 'ligger allerede på bordet', other: 'på et tomt bord' },
      sv: { deal: 'DELA UT', rebet: 'SATSA IGEN', clear: 'RENSA', placed: 'ligger redan på bordet', other: 'på ett tomt bord' },
    }[lng];
    await page.goto(`/?seed=rebet-twice&lng=${lng}`);
    await chip(page, '100 kr');
    await page.locator('[data-spot="player"]').click();
    await page.getByRole('button', { name: T.deal, exact: true }).click();
    await waitSettled(page);
    const balance = await valueOf(page, 'balance');
    const rebet = page.getByRole('button', { name: T.rebet, exact: true });
    const notice = page.getByTestId('notice');
    const placedOnce = async () => {
      await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '10000');
      await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(balance - 10000));
    };
    // A double tap (or click) where SATS IGJEN is: the first places the last bet, the second lands
    // on SATS IGJEN again (it keeps its place) and says why nothing more happens.
    const box = (await rebet.boundingBox())!;
    if (page.viewportSize()!.width < 500) {
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    } else await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
    await placedOnce();
    await expect(notice).toHaveAttribute('data-key', 'rebet-placed');
    await expect(notice).toContainText(T.placed);
    await expect(notice).toBeInViewport();
    // It looks and is announced unavailable; focus stays on it, so Enter again is the same refusal (not FJERN).
    await expect(rebet).toHaveAttribute('aria-disabled', 'true');
    await notice.getByRole('button').click();
    await rebet.focus();
    await page.keyboard.press('Enter');
    await expect(rebet).toBeFocused();
    await expect(notice).toHaveAttribute('data-key', 'rebet-placed');
    await notice.getByRole('button').click();
    await page.keyboard.press('i');
    await expect(notice).toHaveAttribute('data-key', 'rebet-placed');
    await placedOnce();
    // With other chips on the table it says SATS IGJEN is for an empty table; after FJERN it works.
    await page.locator('[data-spot="tie"]').click();
    await rebet.click({ force: true });
    await expect(notice).toHaveAttribute('data-key', 'rebet-not-empty');
    await expect(notice).toContainText(T.other);
    await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '20000');
    await page.getByRole('button', { name: T.clear, exact: true }).click();
    await expect(rebet).not.toHaveAttribute('aria-disabled');
    await rebet.click();
    await placedOnce();
  });
}

for (const lng of ['nb', 'sv'] as const) {
  test(`FJERN and ANGRE on an empty table look unavailable, say why when focused, and say it again when pressed (${lng})`, { tag: '@phone' }, async ({ page }) => {
    const T = {
      nb: { clear: 'FJERN', undo: 'ANGRE', clearWhy: 'Det ligger ingen sjetonger på bordet å fjerne.', undoWhy: /ingenting å angre/ },
      sv: { clear: 'RENSA', undo: 'ÅNGRA', clearWhy: 'Det ligger inga marker på bordet att rensa bort.', undoWhy: /inget att ångra/ },
    }[lng];
    await page.goto(`/?seed=clear-empty&lng=${lng}`);
    const clear = page.getByRole('button', { name: T.clear, exact: true });
    const undo = page.getByRole('button', { name: T.undo, exact: true });
    const notice = page.getByTestId('notice');
    // Unavailable, and its reason is its accessible description (what a screen reader says with its name).
    await expect(clear).toHaveAttribute('aria-disabled', 'true');
    await expect(clear).toHaveAccessibleDescription(T.clearWhy);
    await expect(undo).toHaveAttribute('aria-disabled', 'true');
    await expect(undo).toHaveAccessibleDescription(T.undoWhy);
    // It looks unavailable as the others do (dimmed), not like a live button.
    const opacity = (l: typeof clear) => l.evaluate((b) => Number(getComputedStyle(b).opacity));
    expect(await opacity(clear)).toBeLessThan(0.8);
    // Pressed (it is still a button: aria-disabled, not disabled): the same reason in the notice, and the money does not move.
    await clear.click({ force: true });
    await expect(notice).toHaveAttribute('data-key', 'nothing-to-clear');
    await expect(notice).toContainText(T.clearWhy);
    await expect(notice).toBeInViewport();
    await undo.click({ force: true });
    await expect(notice).toHaveAttribute('data-key', 'nothing-to-undo');
    await expect(notice).toContainText(T.undoWhy);
    await expect(page.getByTestId('balance')).toHaveAttribute('data-value', String(START));
    // With a chip on the table FJERN is available, described by nothing, and takes it back.
    await chip(page, '10 kr');
    await page.locator('[data-spot="player"]').click();
    await expect(clear).not.toHaveAttribute('aria-disabled');
    await expect(clear).toHaveAccessibleDescription('');
    await clear.click();
    await expect(page.getByTestId('bet-total')).toHaveAttribute('data-value', '0');
    await expect(clear).toHaveAttribute('aria-disabled', 'true');
  });
}
