/** afterPress: the action runs in a task after the press's, once for a burst of presses before it runs. */
import { describe, expect, it } from 'vitest';
import { afterPress } from './afterPress.ts';

/** Resolves well after a task posted now has run. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 20));

describe('afterPress', () => {
  it('runs the action after the press, not in it', async () => {
    const calls: string[] = [];
    const deal = afterPress(() => calls.push('deal'));
    deal();
    calls.push('press ends');
    await Promise.resolve(); // not a microtask either: React flushes its render in one
    expect(calls).toEqual(['press ends']);
    await nextTask();
    expect(calls).toEqual(['press ends', 'deal']);
  });

  it('deals once for presses that come before it has run, and again for a press after', async () => {
    let dealt = 0;
    const deal = afterPress(() => dealt++);
    deal();
    deal();
    deal();
    await nextTask();
    expect(dealt).toBe(1);
    deal();
    await nextTask();
    expect(dealt).toBe(2);
  });

  it('makes no channel until it is first pressed (a server render must not keep its process alive)', () => {
    const made = globalThis.MessageChannel;
    let count = 0;
    globalThis.MessageChannel = class extends made {
      constructor() {
        super();
        count++;
      }
    };
    try {
      afterPress(() => undefined);
      expect(count).toBe(0);
    } finally {
      globalThis.MessageChannel = made;
    }
  });
});
