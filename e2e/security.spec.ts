/**
 * Security basics (issue 4): the built page carries a Content-Security-Policy without inline
 * scripts, has no inline script of its own, and a whole round plays under it without a single
 * violation; every request the page makes stays on its own origin (fixtures.ts checks that for
 * every test; here it is also asserted for a full round in both languages).
 */
import { test, expect, waitSettled, chip, spot } from './fixtures.ts';
import { cspViolations, watchCsp } from './storage.ts';

// Rounds take 2–3 s to reveal; on a busy machine a test of several rounds and reloads needs room.
test.describe.configure({ timeout: 60_000 });

/** The directives of a CSP text, by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

test('the built page has a CSP without inline scripts, and no inline script', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i.exec(html);
  expect(meta, 'CSP meta tag in the built index.html').not.toBeNull();
  const csp = directives(meta![1]!.replaceAll('&#39;', "'"));
  const scripts = csp.get('script-src') ?? csp.get('default-src')!;
  expect(scripts).toEqual(["'self'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  // Every script is loaded from a file of this origin.
  const tags = html.match(/<script\b[^>]*>/gi) ?? [];
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag).toMatch(/\bsrc="\/[^"]+"/);
  expect(html).not.toMatch(/<script\b[^>]*>\s*[^<\s]/i);
  expect(html).not.toMatch(/\son[a-z]+=/i);
});

test('a whole round in both languages plays under the CSP with no violation and only same-origin requests', { tag: '@phone' }, async ({ page, baseURL }) => {
  await watchCsp(page);
  const origins = new Set<string>();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:') origins.add(url.origin);
  });
  await page.goto('/?seed=csp');
  await chip(page, '50 kr');
  await spot(page, 'Bank');
  await page.getByRole('button', { name: 'GI', exact: true }).click();
  await waitSettled(page);
  await page.getByLabel('Språk').selectOption('sv');
  await page.getByRole('button', { name: 'SATSA IGEN OCH DELA UT', exact: true }).click();
  await waitSettled(page);
  await page.getByRole('button', { name: 'Inställningar' }).click();
  await page.keyboard.press('Escape');
  expect(await cspViolations(page)).toEqual([]);
  await page.reload();
  await waitSettled(page);
  expect(await cspViolations(page)).toEqual([]);
  expect([...origins]).toEqual([new URL(baseURL!).origin]);
});
