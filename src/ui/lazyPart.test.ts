// @vitest-environment jsdom
/**
 * A press that opens a lazily loaded part waits for its chunk, and is dropped when the player
 * moves on first: Escape, another press, or another opening.
 */
import { describe, expect, it, vi } from 'vitest';
import { isOpening, lazyPart } from './lazyPart.tsx';

/** A part whose chunk arrives when `arrive` is called. */
function slowPart() {
  let arrive!: () => void;
  const part = lazyPart<object>(() => new Promise((resolve) => (arrive = () => resolve(() => null))));
  return { part, arrive: () => arrive() };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whenLoaded', () => {
  it('shows once the chunk is in, and at once when it already is', async () => {
    const { part, arrive } = slowPart();
    const show = vi.fn();
    part.whenLoaded(show);
    expect(isOpening()).toBe(true);
    arrive();
    await settle();
    expect(show).toHaveBeenCalledTimes(1);
    expect(isOpening()).toBe(false);
    part.whenLoaded(show);
    expect(show).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['Escape', () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))],
    ['another press', () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
  ])('drops the opening on %s: the chunk arrives, nothing opens', async (_name, moveOn) => {
    const { part, arrive } = slowPart();
    const show = vi.fn();
    part.whenLoaded(show);
    moveOn();
    expect(isOpening()).toBe(false);
    arrive();
    await settle();
    expect(show).not.toHaveBeenCalled();
  });

  it('keeps waiting through other keys', async () => {
    const { part, arrive } = slowPart();
    const show = vi.fn();
    part.whenLoaded(show);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 's' }));
    arrive();
    await settle();
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('opens only the newest of two openings: never two dialogs at once', async () => {
    const first = slowPart();
    const second = slowPart();
    const showFirst = vi.fn();
    const showSecond = vi.fn();
    first.part.whenLoaded(showFirst);
    second.part.whenLoaded(showSecond);
    first.arrive();
    second.arrive();
    await settle();
    expect(showFirst).not.toHaveBeenCalled();
    expect(showSecond).toHaveBeenCalledTimes(1);
    expect(isOpening()).toBe(false);
  });
});
