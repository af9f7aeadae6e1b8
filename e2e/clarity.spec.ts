/**
 * What a fresh tester found unclear for a beginner (all UI: the money was right), checked where a
 * person sees it: the settings dialog's choices, chips on the side-bet spots, refusals with sums,
 * the odds rows, the explain tools and a language switch during a reveal.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const WORDS = {
  nb: { settings: 'Innstillinger', variant: 'Bordtype', sideBets: 'Sidespill', close: 'Lukk' },
  sv: { settings: 'Inställningar', variant: 'Bordstyp', sideBets: 'Sidospel', close: 'Stäng' },
} as const;

/** Opens the settings dialog and waits for it. */
async function openSettings(page: Page, lng: 'nb' | 'sv'): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(`^${WORDS[lng].settings}`) }).click();
  const dialog = page.getByRole('dialog', { name: WORDS[lng].settings });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const lng of ['nb', 'sv'] as const) {
  test(`settings (${lng}): every table-type radio is the same size beside its first line, rows apart, the side-bet switch in a group of its own`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(`/?seed=settings-look&lng=${lng}&variant=ez&sidebets=on`);
    const dialog = await openSettings(page, lng);
    const variants = dialog.getByRole('group', { name: WORDS[lng].variant });
    const radios = await variants.getByRole('radio').all();
    expect(radios).toHaveLength(3);
    const rows: { box: { x: number; y: number; width: number; height: number }; label: { y: number; height: number } }[] = [];
    for (const radio of radios) {
      const box = (await radio.boundingBox())!;
      const label = (await radio.locator('xpath=..').boundingBox())!;
      rows.push({ box, label });
    }
    // A label that wraps (the no-commission and EZ rows do on a phone) does not shrink its radio.
    for (const { box } of rows) expect([Math.round(box.width), Math.round(box.height)]).toEqual([20, 20]);
    // The radios stand in one column, each at the top of its row (beside the name, not mid-paragraph).
    expect(new Set(rows.map((r) => Math.round(r.box.x))).size).toBe(1);
    for (const { box, label } of rows) expect(box.y - label.y).toBeLessThanOrEqual(8);
    // Rows apart: at least 4 px between one row's foot and the next row's top.
    for (let i = 1; i < rows.length; i++) expect(rows[i].label.y - (rows[i - 1].label.y + rows[i - 1].label.height)).toBeGreaterThanOrEqual(4);
    // The side-bet switch is not among the table types: a group of its own, with its own heading.
    await expect(variants.getByRole('checkbox')).toHaveCount(0);
    await expect(dialog.getByRole('group', { name: WORDS[lng].sideBets }).getByRole('checkbox', { name: new RegExp(`^${WORDS[lng].sideBets}\\b`) })).toBeChecked();
  });
}
