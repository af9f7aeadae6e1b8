// @vitest-environment jsdom
/** useHeld: SATS IGJEN's "last bets present" as it was while betting, kept through the reveal. */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHeld } from './useHeld.ts';

describe('useHeld', () => {
  it('follows the value while not held, and keeps the one from before the hold while held', () => {
    const { result, rerender } = renderHook(({ value, hold }) => useHeld(value, hold), { initialProps: { value: false, hold: false } });
    expect(result.current).toBe(false);
    // GI on the first round: the store now has last bets (this round's), but the reveal holds "none".
    rerender({ value: true, hold: true });
    expect(result.current).toBe(false);
    rerender({ value: true, hold: false });
    expect(result.current).toBe(true);
    // The next round's reveal keeps "present".
    rerender({ value: true, hold: true });
    expect(result.current).toBe(true);
    rerender({ value: false, hold: true });
    expect(result.current).toBe(true);
    rerender({ value: false, hold: false });
    expect(result.current).toBe(false);
  });

  it('held from the first render, gives the first value', () => {
    const { result, rerender } = renderHook(({ value, hold }) => useHeld(value, hold), { initialProps: { value: 'a', hold: true } });
    rerender({ value: 'b', hold: true });
    expect(result.current).toBe('a');
  });
});
