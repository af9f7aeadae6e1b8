/**
 * The boot script (issue 12): the one script before the first paint, a classic script from
 * 'self' last in `<head>` (the CSP allows no inline script; the `pb-prerender` plugin of
 * vite.config.ts puts it there), `async` and `blocking="render"`: the parse goes on without it,
 * the first paint waits for it. It touches only `<html>` and `<head>` (it may run before the body is
 * parsed, and before or after the app's own script, which chooses the language the same way). It chooses which prerendered felt shows, so a Swedish player
 * never sees Norwegian first: the language as the store will choose it (`?lng=`, else the stored
 * one, else the browser's), set as `<html lang>` and `data-pb-lng`. It sets `data-pb-stored` when
 * a table is stored: the prerender is a new player's table, so it then leaves blank the figures it
 * cannot know (the information bar's balance and bet, the last result, the shoe; Table.module.css).
 * Its spots stay, empty, until the app puts the stored chips on them: hiding them would hide the
 * felt itself. Reads only; the store checks and repairs stored data when the app starts. First of
 * all it starts the worker that warms up Intl (intlWarm.ts).
 */
import { browserLanguage, knownLanguage, urlLanguage } from '../store/language.ts';
import { STORAGE_KEY } from '../store/storageKey.ts';

// First: Intl's one-time set-up starts on another thread while this one parses and paints (intlWarm.ts).
const warm = document.querySelector<HTMLMetaElement>('meta[name="pb-intl-warm"]')?.content;
if (warm && typeof Worker === 'function') {
  try {
    new Worker(warm);
  } catch {
    // Only a head start: the table formats as well without it.
  }
}

const html = document.documentElement;
let language = urlLanguage(location.search);
try {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored !== null) {
    html.dataset.pbStored = '';
    language ??= knownLanguage((JSON.parse(stored) as { state?: { language?: unknown } } | null)?.state?.language);
  }
} catch {
  // Storage blocked or damaged: the app says so when it starts.
}
language ??= browserLanguage(navigator.languages);
html.lang = language;
html.dataset.pbLng = language;

// The first-screen texts of that language start loading now, beside the app's script (i18n.ts
// imports the same file once the app runs).
const texts = document.querySelector<HTMLMetaElement>(`meta[name="pb-texts-${language}"]`)?.content;
if (texts) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = texts;
  document.head.append(link);
}
