// @vitest-environment jsdom
/**
 * The boot script picks the prerendered felt's language as the store will (`?lng=`, else the
 * stored language, else the browser's), marks a stored table, starts loading that language's
 * first-screen texts, and starts the Intl warm-up worker.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const html = document.documentElement;

async function boot({ search = '', stored, languages = ['nb-NO'] }: { search?: string; stored?: string; languages?: string[] }) {
  window.history.replaceState(null, '', `/${search}`);
  if (stored !== undefined) localStorage.setItem('punto-banco', stored);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.resetModules();
  await import('./boot.ts');
}

beforeEach(() => {
  document.head.replaceChildren(
    ...Object.entries({ nb: '/assets/locale-nb-1.js', sv: '/assets/locale-sv-2.js' }).map(([lng, file]) => {
      const meta = document.createElement('meta');
      meta.name = `pb-texts-${lng}`;
      meta.content = file;
      return meta;
    }),
  );
  html.lang = 'nb';
  delete html.dataset.pbLng;
  delete html.dataset.pbStored;
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const preloaded = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('boot script', () => {
  it('a new player: the browser language, nothing marked stored', async () => {
    await boot({ languages: ['sv-SE', 'en'] });
    expect(html.lang).toBe('sv');
    expect(html.dataset.pbLng).toBe('sv');
    expect(html.dataset.pbStored).toBeUndefined();
    expect(preloaded()).toEqual(['/assets/locale-sv-2.js']);
  });

  it('a stored table: its language wins over the browser, and it is marked stored', async () => {
    await boot({ stored: JSON.stringify({ state: { language: 'sv' }, version: 3 }), languages: ['nb'] });
    expect(html.lang).toBe('sv');
    expect(html.dataset.pbStored).toBe('');
    expect(preloaded()).toEqual(['/assets/locale-sv-2.js']);
  });

  it('?lng= wins over the stored language', async () => {
    await boot({ search: '?lng=%20NB%20', stored: JSON.stringify({ state: { language: 'sv' }, version: 3 }) });
    expect(html.lang).toBe('nb');
    expect(preloaded()).toEqual(['/assets/locale-nb-1.js']);
  });

  it('damaged storage or an unknown language: the browser language, still marked stored', async () => {
    await boot({ stored: '{not json', languages: ['sv'] });
    expect(html.lang).toBe('sv');
    expect(html.dataset.pbStored).toBe('');
    localStorage.clear();
    await boot({ stored: JSON.stringify({ state: { language: 'de' } }), languages: ['en-GB'] });
    expect(html.dataset.pbLng).toBe('nb');
  });
});

describe('Intl warm-up worker', () => {
  const addWarmMeta = () => {
    const meta = document.createElement('meta');
    meta.name = 'pb-intl-warm';
    meta.content = '/assets/intl-warm-3.js';
    document.head.append(meta);
  };

  it('is started from the file index.html names, once', async () => {
    addWarmMeta();
    const started: unknown[] = [];
    vi.stubGlobal('Worker', function Worker(url: unknown) {
      started.push(url);
    });
    await boot({});
    vi.unstubAllGlobals();
    expect(started).toEqual(['/assets/intl-warm-3.js']);
    expect(html.lang).toBe('nb');
  });

  it('a browser that refuses it still gets its language and texts', async () => {
    addWarmMeta();
    vi.stubGlobal('Worker', function Worker() {
      throw new Error('SecurityError');
    });
    await boot({ languages: ['sv'] });
    vi.unstubAllGlobals();
    expect(html.lang).toBe('sv');
    expect(preloaded()).toEqual(['/assets/locale-sv-2.js']);
  });

  it('no worker without the file (the dev server has no prerender)', async () => {
    const started: unknown[] = [];
    vi.stubGlobal('Worker', function Worker(url: unknown) {
      started.push(url);
    });
    await boot({});
    vi.unstubAllGlobals();
    expect(started).toEqual([]);
  });
});
