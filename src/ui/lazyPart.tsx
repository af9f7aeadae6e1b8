/**
 * Parts of the UI kept out of the main bundle (each its own chunk, same origin, so the page's
 * `script-src 'self'` allows it), loaded when the browser is idle after the table has painted or,
 * at the latest, when the part is about to be shown. Render a part inside a Suspense boundary
 * (Modal and ModalDialog have one).
 */
import { type ComponentType, lazy, memo, useEffect, useState } from 'react';
import { getI18n } from 'react-i18next';

/** A lazily loaded component and the function that starts loading it. */
export interface LazyPart<P extends object> {
  Part: ComponentType<P>;
  /** Starts loading (once); a failed load is tried again on the next call. */
  preload(): Promise<ComponentType<P>>;
  /**
   * Calls `show` when the part is loaded: at once if it is, else once loading has ended (also when
   * it failed, so the error shows where the part renders), unless Escape, another press or another
   * opening came first. A dialog opened this way never opens half-empty.
   */
  whenLoaded(show: () => void): void;
}

/** Ends the press waiting for its part to load before it shows it (see `whenLoaded`), if any. */
let dropOpening: (() => void) | null = null;

/**
 * True while a press waits for its part's chunk before it opens (a dialog, a panel): the keys
 * typed then are meant for what is about to open, not for the table under it.
 */
export function isOpening(): boolean {
  return dropOpening !== null;
}

/**
 * Waits for `loading`, then shows, unless the player has moved on meanwhile: Escape, another press
 * anywhere (another dialog's button, a spot, GI) or a newer opening drops it, so a slow chunk
 * never opens a dialog over a round dealt in the wait, nor two dialogs at once.
 */
function openWhenLoaded(loading: Promise<unknown>, show: () => void) {
  dropOpening?.();
  const drop = () => {
    removeEventListener('pointerdown', drop, true);
    removeEventListener('keydown', onKey, true);
    if (dropOpening === drop) dropOpening = null;
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') drop();
  };
  addEventListener('pointerdown', drop, true);
  addEventListener('keydown', onKey, true);
  dropOpening = drop;
  const open = () => {
    if (dropOpening !== drop) return;
    drop();
    show();
  };
  loading.then(open, open);
}

/**
 * A component loaded by `preload()` or, failing that, on first render (it suspends meanwhile). Once
 * loaded it renders at once, without suspending.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  function Part(props: P) {
    // Chosen once per element: switching from the lazy wrapper to the loaded type would remount it.
    // (React 18's types cannot tell that a lazy component of a generic P takes P: it does, as in React 19.)
    const [Component] = useState(() => loaded ?? (lazy(() => preload().then((component) => ({ default: component }))) as unknown as ComponentType<P>));
    return <Component {...props} />;
  }
  const whenLoaded = (show: () => void) => {
    if (loaded) return show();
    openWhenLoaded(preload(), show);
  };
  return { Part, preload, whenLoaded };
}

/**
 * Open state of a dialog that shows `part`: the part is preloaded once the browser is idle, and
 * `show` opens the dialog when the part is loaded, so it never opens half-empty.
 */
export function useLazyDialog<P extends object>(part: LazyPart<P>): { open: boolean; show(): void; hide(): void } {
  const [open, setOpen] = useState(false);
  usePreloadWhenIdle(part);
  return { open, show: () => part.whenLoaded(() => setOpen(true)), hide: () => setOpen(false) };
}

/** Preloads a part once the browser is idle after the first paint (soon after, where there is no idle callback). */
function usePreloadWhenIdle<P extends object>(part: LazyPart<P>) {
  // Only ahead of time: a part that fails here is loaded again, and reports, when it is opened.
  useEffect(() => onIdle(() => void part.preload().catch(() => undefined)), [part]);
}

/**
 * Runs `run` once the browser is idle (at the latest after `timeout` ms; after 1 s where there is
 * no idle callback). Returns a function that cancels it.
 */
export function onIdle(run: () => void, timeout = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, Math.min(timeout, 1000));
  return () => clearTimeout(id);
}

/** How an idle part waits for its chunk. */
export interface IdlePartOptions<P extends object> {
  /** Shown until the chunk is in (nothing by default); give it the part's size so nothing moves. */
  placeholder?: ComponentType<P>;
  /** Text namespaces the part reads, loaded with its chunk (they are not in the first load). */
  texts?: readonly string[];
  /** Ms after which the chunk loads even where the browser has no background tasks and never goes idle. */
  timeout?: number;
}

/**
 * A part of the first screen that placing a first bet does not need (a panel, a tool button): it
 * renders its placeholder until its chunk (and its texts) are in, and they start loading in a
 * background task after the first paint, so they are not part of the first load
 * (src/bench/budget.ts). Once loaded it renders at once wherever it is used. A chunk that fails to
 * load leaves the placeholder, and is tried again on the next mount.
 */
export function idlePart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { placeholder: Placeholder, texts = [], timeout = 1000 }: IdlePartOptions<P> = {},
): ComponentType<P> & { preload(): Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= Promise.all([load(), texts.length > 0 ? getI18n().loadNamespaces([...texts]) : null]).then(
      ([component]) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  function IdlePart(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      let live = true;
      const cancel = inBackground(
        () =>
          void preload().then(
            (c) => live && setComponent(() => c),
            () => undefined,
          ),
        timeout,
      );
      return () => {
        live = false;
        cancel();
      };
    }, [Component]);
    if (Component) return <Component {...props} />;
    return Placeholder ? <Placeholder {...props} /> : null;
  }
  // Memoised: a part whose props did not change is not rendered again when the table is (issue 12).
  return Object.assign(memo<P>(IdlePart), { preload });
}

/**
 * Runs `run` as a background task (`scheduler.postTask`, lowest priority: after rendering and
 * input), else once the browser is idle (`onIdle`). Unlike idle callbacks and timers, background
 * tasks also run on a page whose clock a test holds still. Returns a function that cancels it.
 */
function inBackground(run: () => void, timeout: number): () => void {
  const scheduler = (globalThis as { scheduler?: { postTask?(task: () => void, options: { priority: 'background'; signal: AbortSignal }): Promise<void> } }).scheduler;
  if (typeof scheduler?.postTask !== 'function') return onIdle(run, timeout);
  const controller = new AbortController();
  scheduler.postTask(run, { priority: 'background', signal: controller.signal }).catch(() => undefined);
  return () => controller.abort();
}
