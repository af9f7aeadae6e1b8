/**
 * The id of index.html's inline style that keeps #root out of layout until the style sheet is in
 * (issue 12): the `pb-prerender` plugin of vite.config.ts puts it there, global.css overrides it,
 * and main.tsx takes it away should the sheet fail to load.
 */
export const HOLD_ID = 'pb-hold';
