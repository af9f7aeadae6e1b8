/** Accessibility of the table (axe, WCAG 2 A and AA) before and after a round, in nb and sv. */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, waitSettled, spot } from './fixtures.ts';

for (const lng of ['nb', 'sv'] as const) {
  test(`no axe violations before and after a round (${lng})`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(`/?seed=axe&lng=${lng}`);
    const scan = async () => (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations;
    expect(await scan()).toEqual([]);
    await spot(page, lng === 'nb' ? 'Spiller' : 'Spelare');
    await page.getByRole('button', { name: lng === 'nb' ? 'GI' : 'DELA UT', exact: true }).click();
    await waitSettled(page);
    await page.waitForTimeout(1200); // chips settle after the result
    expect(await scan()).toEqual([]);
  });
}
