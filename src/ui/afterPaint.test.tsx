// @vitest-environment jsdom
/**
 * useAfterPaint: a part that may come a frame late keeps its last value through the frame that
 * paints a change, takes the new one in a task after that frame, and skips values that were
 * overtaken before it got to them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useAfterPaint } from './afterPaint.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useAfterPaint', () => {
  it('starts with the value, and keeps the old one until the next frame has been painted', () => {
    const { result, rerender } = renderHook(({ v }) => useAfterPaint(v), { initialProps: { v: 'revealing' } });
    expect(result.current).toBe('revealing');
    rerender({ v: 'settled' });
    expect(result.current).toBe('revealing');
    // The frame (its animation-frame callbacks) runs; the value comes in the task after it.
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe('revealing');
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe('settled');
  });

  it('goes straight to the latest of several changes, and keeps the same object when nothing changed', () => {
    const first = { n: 1 };
    const { result, rerender } = renderHook(({ v }) => useAfterPaint(v), { initialProps: { v: first } });
    rerender({ v: { n: 2 } });
    const last = { n: 3 };
    rerender({ v: last });
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(last);
    rerender({ v: last });
    expect(result.current).toBe(last);
  });
});
