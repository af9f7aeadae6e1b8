import { describe, expect, it } from 'vitest';
import { type BetOutcome, type SystemName, SYSTEM_NAMES, createProgression, stakeUnits } from './systems.ts';

const SEQUENCE: BetOutcome[] = ['lose', 'lose', 'win', 'push', 'win', 'win', 'lose', 'lose', 'lose', 'win'];

// Worked by hand from each system's rule (systems.ts); a push leaves the stake where it was.
const EXPECTED: Record<SystemName, number[]> = {
  flat: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  martingale: [1, 2, 4, 1, 1, 1, 1, 2, 4, 8],
  paroli: [1, 1, 1, 2, 2, 4, 1, 1, 1, 1],
  dalembert: [1, 2, 3, 2, 2, 1, 1, 2, 3, 4],
  fibonacci: [1, 1, 2, 1, 1, 1, 1, 1, 2, 3],
  labouchere: [5, 6, 7, 7, 7, 7, 5, 6, 7, 8],
  '1326': [1, 1, 1, 3, 3, 2, 6, 1, 1, 1],
};

describe('betting systems', () => {
  it.each(SYSTEM_NAMES)('%s asks for the stakes of its rule on a fixed sequence', (system) => {
    expect(stakeUnits(system, SEQUENCE)).toEqual(EXPECTED[system]);
  });

  it.each<[SystemName, BetOutcome[], number[]]>([
    // Labouchère down to one number stakes that number, then starts the line again.
    ['labouchere', ['lose', 'win', 'win', 'win', 'win'], [5, 6, 6, 3, 5]],
    // Paroli and 1-3-2-6 start again after their last step is won.
    ['paroli', ['win', 'win', 'win', 'win'], [1, 2, 4, 1]],
    ['1326', ['win', 'win', 'win', 'win', 'win'], [1, 3, 2, 6, 1]],
    // D'Alembert and Fibonacci never go below their first stake.
    ['dalembert', ['win', 'win', 'lose'], [1, 1, 1]],
    ['fibonacci', ['lose', 'lose', 'lose', 'lose', 'win', 'win'], [1, 1, 2, 3, 5, 2]],
    ['martingale', ['lose', 'lose', 'lose', 'lose', 'lose', 'lose'], [1, 2, 4, 8, 16, 32]],
    ['martingale', ['push', 'push', 'lose', 'push'], [1, 1, 1, 2]],
  ])('%s on %j', (system, outcomes, units) => {
    expect(stakeUnits(system, outcomes)).toEqual(units);
  });

  it('a fresh progression starts from scratch', () => {
    const a = createProgression('labouchere');
    a.record(false);
    expect(a.units()).toBe(6);
    expect(createProgression('labouchere').units()).toBe(5);
  });

  it('rejects an unknown system', () => {
    expect(() => createProgression('double' as SystemName)).toThrow(RangeError);
  });
});
