/**
 * History export (issue 14): after a few seeded rounds, Historikk downloads the stored rounds as
 * CSV and as JSON; every row is checked against the history list (round, winner, net) and the
 * stored table (cards, bets), in nb and, after switching language, in sv.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, waitSettled, chip, spot, standingClock } from './fixtures.ts';
import { readStored } from './storage.ts';

const TEXT = {
  nb: { history: 'Historikk', csv: 'Last ned som CSV (regneark)', json: 'Last ned som JSON', header: 'Runde;Tid;Kortsko;Spillerens kort;Bankens kort;Spillerens sum;Bankens sum;Vinner;Innsats Spiller (kr);Innsats Uavgjort (kr);Innsats Bank (kr);Resultat (kr);Bordtype', winner: { player: 'Spiller', banker: 'Bank', tie: 'Uavgjort' }, standard: 'Standard' },
  sv: { history: 'Historik', csv: 'Ladda ner som CSV (kalkylblad)', json: 'Ladda ner som JSON', header: 'Omgång;Tid;Sko;Spelarens kort;Bankens kort;Spelarens summa;Bankens summa;Vinnare;Insats Spelare (kr);Insats Oavgjort (kr);Insats Bank (kr);Resultat (kr);Bordstyp', winner: { player: 'Spelare', banker: 'Bank', tie: 'Oavgjort' }, standard: 'Standard' },
} as const;

/** A downloaded file's name and text (bytes as UTF-8, BOM kept). */
async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

const kroner = (ore: number) => `${ore < 0 ? '-' : ''}${Math.floor(Math.abs(ore) / 100)},${String(Math.abs(ore) % 100).padStart(2, '0')}`;

test('Historikk downloads its rounds as CSV and JSON whose rows match the history', async ({ page }) => {
  test.setTimeout(120_000);
  await standingClock(page);
  await page.goto('/?seed=export-1&lng=nb');
  const plays: [string, string, number][] = [
    ['100 kr', 'Bank', 1],
    ['10 kr', 'Spiller', 3],
    ['50 kr', 'Uavgjort', 1],
    ['500 kr', 'Bank', 1],
  ];
  for (const [value, name, times] of plays) {
    await chip(page, value);
    await spot(page, name, times);
    await page.getByRole('button', { name: 'GI', exact: true }).click();
    await waitSettled(page);
  }
  const stored = await readStored(page);
  expect(stored.history).toHaveLength(plays.length);

  for (const lng of ['nb', 'sv'] as const) {
    if (lng === 'sv') await page.goto('/?lng=sv');
    await page.getByRole('button', { name: TEXT[lng].history, exact: true }).click();
    const rows = page.getByTestId('history-row');
    await expect(rows).toHaveCount(plays.length);
    const listed = (
      await rows.evaluateAll((els) =>
        els.map((e) => ({ id: Number(e.getAttribute('data-round')), winner: e.getAttribute('data-winner')!, net: Number(e.getAttribute('data-net')) })),
      )
    ).reverse();

    // Drawn as the table's tool buttons (its ink, rounded), not the browser's grey that reads as disabled.
    for (const name of [TEXT[lng].csv, TEXT[lng].json]) {
      const look = await page.getByRole('button', { name }).evaluate((b) => {
        const cs = getComputedStyle(b);
        return { color: cs.color === getComputedStyle(b.closest('dialog')!).color, round: parseFloat(cs.borderTopLeftRadius) > 0 };
      });
      expect(look, name).toEqual({ color: true, round: true });
    }
    const csv = await download(page, TEXT[lng].csv);
    expect(csv.name).toMatch(lng === 'nb' ? /^punto-banco-historikk-\d{4}-\d\d-\d\d\.csv$/ : /^punto-banco-historik-\d{4}-\d\d-\d\d\.csv$/);
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const lines = csv.text.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(TEXT[lng].header);
    const body = lines.slice(1, -1).map((l) => l.split(';'));
    expect(body).toHaveLength(plays.length);
    body.forEach((cells, i) => {
      const round = listed[i]!;
      const record = stored.history[i]!;
      expect(cells).toHaveLength(13);
      expect(Number(cells[0])).toBe(round.id);
      expect(cells[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(cells[7]).toBe(TEXT[lng].winner[round.winner as 'player']);
      expect(cells.slice(8, 11)).toEqual([kroner(record.bets.player), kroner(record.bets.tie), kroner(record.bets.banker)]);
      expect(cells[11]).toBe(kroner(round.net));
      // The table type, appended last (the columns before it keep their places).
      expect(cells[12]).toBe(TEXT[lng].standard);
      expect(cells[3]!.split(' ').length + cells[4]!.split(' ').length).toBe(record.cards.length);
    });

    const json = await download(page, TEXT[lng].json);
    expect(json.name).toMatch(/\.json$/);
    const parsed = JSON.parse(json.text) as { format: string; rounds: { id: number; cardIds: number[]; winner: string; bets: unknown; net: number }[] };
    expect(parsed.format).toBe('punto-banco-history');
    expect(parsed.rounds.map((r) => ({ id: r.id, winner: r.winner, net: r.net }))).toEqual(listed);
    expect(parsed.rounds.map((r) => ({ cardIds: r.cardIds, bets: r.bets }))).toEqual(stored.history.map((h) => ({ cardIds: h.cards, bets: h.bets })));
  }
});

test('with side bets the export has a stake column per bet staked, adding up to the net, and each round\'s table type', async ({ page }) => {
  test.setTimeout(120_000);
  await standingClock(page);
  await page.goto('/?seed=export-sides&lng=nb&variant=ez&sidebets=on');
  await chip(page, '10 kr');
  for (const key of ['player', 'playerPair', 'dragon7']) await page.getByTestId(`spot-${key}`).click();
  await page.getByRole('button', { name: 'GI', exact: true }).click();
  await waitSettled(page);
  const stored = await readStored(page);
  const record = stored.history[0]!;
  const net = Number(await page.getByTestId('winnings').getAttribute('data-value')) - 3_000;
  await page.getByRole('button', { name: 'Historikk', exact: true }).click();

  const csv = await download(page, TEXT.nb.csv);
  const [header, row] = csv.text.slice(1).split('\r\n').map((l) => l.split(';'));
  expect(header).toEqual([...TEXT.nb.header.split(';').slice(0, 11), 'Innsats Spillerpar (kr)', 'Innsats Drage 7 (kr)', 'Resultat (kr)', 'Bordtype']);
  expect(row!.slice(8)).toEqual(['10,00', '0,00', '0,00', '10,00', '10,00', kroner(net), 'EZ']);

  const json = await download(page, TEXT.nb.json);
  const parsed = JSON.parse(json.text) as { version: number; rounds: { variant: string; bets: Record<string, number>; net: number }[] };
  expect(parsed.version).toBe(2);
  expect(parsed.rounds).toHaveLength(1);
  expect(parsed.rounds[0]).toMatchObject({ variant: 'ez', bets: record.bets, net });
  expect(record.bets).toMatchObject({ player: 1_000, playerPair: 1_000, dragon7: 1_000 });
});
