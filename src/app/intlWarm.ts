/**
 * The ICU warm-up worker (issue 12), started by the boot script before the first paint. The first
 * `Intl` formatter a page makes pays a one-time set-up of the browser's shared ICU data (measured
 * in headless Chromium: 20–30 ms at full speed, 65–90 ms at 4× CPU throttle), and the table's
 * first render makes several (money, percent, plural rules). That set-up is shared by every thread
 * of the page, so one formatter made here, on a worker's thread while the main thread parses and
 * paints the felt, leaves the render only the cheap part (under 1 ms). Any locale warms it; the
 * table's own formats its money (ui/format.ts). Built as a classic script of its own by the
 * `pb-prerender` plugin of vite.config.ts.
 */
new Intl.NumberFormat('nb-NO', { style: 'currency', currency: 'NOK' }).format(1);
new Intl.PluralRules('nb-NO').select(1);
close();
