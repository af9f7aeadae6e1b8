// @vitest-environment jsdom
/**
 * The table's key listener: a key clicks the element that lists it, but not while a press waits
 * for a dialog's chunk (the keys are then meant for the dialog about to open) and not while a
 * dialog is open.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { lazyPart, type LazyPart } from '../../ui/lazyPart.tsx';
import { useShortcuts } from './shortcuts.ts';

afterEach(cleanup);

function Felt({ onPlayer }: { onPlayer(): void }) {
  const ref = useRef<HTMLElement>(null);
  useShortcuts(ref);
  return (
    <section ref={ref}>
      <button type="button" aria-keyshortcuts="S" onClick={onPlayer}>
        Spiller
      </button>
    </section>
  );
}

describe('useShortcuts', () => {
  it('clicks the element whose aria-keyshortcuts lists the key', () => {
    const onPlayer = vi.fn();
    render(<Felt onPlayer={onPlayer} />);
    fireEvent.keyDown(window, { key: 's' });
    expect(onPlayer).toHaveBeenCalledTimes(1);
  });

  // A press waits for `part`; S is typed meanwhile, then `settle` ends the load one way or the other.
  async function typedWhileOpening(part: LazyPart<object>, settle: () => void) {
    const onPlayer = vi.fn();
    const shown = vi.fn();
    render(<Felt onPlayer={onPlayer} />);
    part.whenLoaded(shown);
    fireEvent.keyDown(window, { key: 's' });
    expect(onPlayer).not.toHaveBeenCalled();
    settle();
    await vi.waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    fireEvent.keyDown(window, { key: 's' });
    expect(onPlayer).toHaveBeenCalledTimes(1);
  }

  it('leaves the keys alone while a press waits for a part to load, and takes them again once it has opened', async () => {
    let finish!: (c: () => null) => void;
    await typedWhileOpening(lazyPart<object>(() => new Promise((resolve) => (finish = resolve))), () => finish(() => null));
  });

  it('takes the keys again when the part failed to load (it opens to report that)', async () => {
    let fail!: (e: Error) => void;
    await typedWhileOpening(lazyPart<object>(() => new Promise((_resolve, reject) => (fail = reject))), () => fail(new Error('offline')));
  });
});
