/**
 * Betting systems ("progressions"): rules that choose the next stake from the results of the bets
 * before it. None of them changes what a bet is worth: every coup is dealt independently of the
 * stake on it, so the expected loss stays the house edge times the amount staked (lab.ts measures
 * this). Source: issue 14; no rule of the game is involved, a system only chooses stakes.
 *
 * A system counts in units of the base stake and sees only its own bets' outcomes: a win, a loss,
 * or a push (a Player/Banker bet when the coup is a Tie), which counts as no bet and leaves the
 * system where it was. What the table lets the player place (MIN, MAX, the bankroll) is the
 * session runner's business (lab.ts); the system keeps asking for what its rule says.
 */

/** The systems, by CLI name. */
export type SystemName = 'flat' | 'martingale' | 'paroli' | 'dalembert' | 'fibonacci' | 'labouchere' | '1326';

/** Every system, in menu order. */
export const SYSTEM_NAMES: readonly SystemName[] = ['flat', 'martingale', 'paroli', 'dalembert', 'fibonacci', 'labouchere', '1326'];

/** The outcome of one bet as a system sees it. */
export type BetOutcome = 'win' | 'lose' | 'push';

/** One player's progression through a session: ask `units()`, then report the bet's outcome. */
export interface Progression {
  /** Stake the system asks for next, in units of the base stake (a positive integer). */
  units(): number;
  /** Moves on after a decided bet: `won` true for a win, false for a loss (a push is not reported). */
  record(won: boolean): void;
}

/** Paroli: 1, 2, 4 units on consecutive wins, then back to 1 (three steps). */
export const PAROLI_STEPS: readonly number[] = [1, 2, 4];
/** 1-3-2-6: units on the first to fourth consecutive win, then back to the start. */
export const ONE_THREE_TWO_SIX_STEPS: readonly number[] = [1, 3, 2, 6];
/** The Labouchère line a session starts with (and starts again with once it is crossed out). */
export const LABOUCHERE_LINE: readonly number[] = [1, 2, 3, 4];

/** A progression through a fixed list of steps: a win moves one step on (wrapping), a loss goes back to the first. */
function steps(list: readonly number[]): Progression {
  let i = 0;
  return {
    units: () => list[i]!,
    record(won) {
      i = won ? (i + 1) % list.length : 0;
    },
  };
}

/** The Fibonacci numbers 1, 1, 2, 3, 5, …, grown on demand. */
const FIBONACCI: number[] = [1, 1];
/** The i-th Fibonacci step in units (0-based: 1, 1, 2, 3, 5, …), as the Fibonacci system stakes them. */
export function fibonacci(i: number): number {
  while (FIBONACCI.length <= i) FIBONACCI.push(FIBONACCI[FIBONACCI.length - 1]! + FIBONACCI[FIBONACCI.length - 2]!);
  return FIBONACCI[i]!;
}

/**
 * Labouchère: stake the first plus the last number of the line (the only one, when one is left);
 * a win crosses both out, a loss writes the stake at the end. A crossed-out line has won its sum
 * (10 units for 1-2-3-4) and starts again.
 */
function labouchere(): Progression {
  // The line is line[head … tail-1]; losses only append, wins only cross out at both ends.
  let line: number[] = [...LABOUCHERE_LINE];
  let head = 0;
  let tail = line.length;
  const units = () => (tail - head === 1 ? line[head]! : line[head]! + line[tail - 1]!);
  return {
    units,
    record(won) {
      if (won) {
        head++;
        tail--;
        if (tail <= head) {
          line = [...LABOUCHERE_LINE];
          head = 0;
          tail = line.length;
        }
      } else {
        const lost = units();
        line[tail] = lost;
        tail++;
      }
    },
  };
}

/**
 * A fresh progression of `system`, at the start of a session:
 * - flat: 1 unit every time;
 * - martingale: double after a loss, back to 1 after a win;
 * - paroli: double after a win for three steps (1, 2, 4), back to 1 after a loss or the third win;
 * - dalembert: one unit more after a loss, one less after a win (never below 1);
 * - fibonacci: one step on in 1, 1, 2, 3, 5, … after a loss, two steps back after a win;
 * - labouchere: the line 1-2-3-4 (see `labouchere` above);
 * - 1326: 1, 3, 2, 6 on consecutive wins, back to 1 after a loss or the fourth win.
 * @throws RangeError for an unknown system.
 */
export function createProgression(system: SystemName): Progression {
  switch (system) {
    case 'flat':
      return { units: () => 1, record: () => undefined };
    case 'martingale': {
      let u = 1;
      return {
        units: () => u,
        record(won) {
          u = won ? 1 : u * 2;
        },
      };
    }
    case 'paroli':
      return steps(PAROLI_STEPS);
    case '1326':
      return steps(ONE_THREE_TWO_SIX_STEPS);
    case 'dalembert': {
      let u = 1;
      return {
        units: () => u,
        record(won) {
          u = won ? Math.max(1, u - 1) : u + 1;
        },
      };
    }
    case 'fibonacci': {
      let i = 0;
      return {
        units: () => fibonacci(i),
        record(won) {
          i = won ? Math.max(0, i - 2) : i + 1;
        },
      };
    }
    case 'labouchere':
      return labouchere();
    default:
      throw new RangeError(`system must be one of ${SYSTEM_NAMES.join(', ')}, got ${String(system)}`);
  }
}

/**
 * The units a system asks for before each bet of a sequence of outcomes (a push leaves it as it
 * was): `stakeUnits('martingale', ['lose', 'lose', 'win'])` is [1, 2, 4]. For tests and for showing
 * a system's rule on an example.
 */
export function stakeUnits(system: SystemName, outcomes: readonly BetOutcome[]): number[] {
  const p = createProgression(system);
  return outcomes.map((o) => {
    const u = p.units();
    if (o !== 'push') p.record(o === 'win');
    return u;
  });
}
