import { describe, expect, it } from 'vitest';
import { until } from './load.bench.ts';

/** A CDP session whose page answers `values` in turn (the last one from then on), counting the asks. */
function pageAnswering(...values: unknown[]) {
  const asked: string[] = [];
  return {
    asked,
    send: (async (method: string, params: { expression: string }) => {
      expect(method).toBe('Runtime.evaluate');
      asked.push(params.expression);
      return { result: { value: values[Math.min(asked.length - 1, values.length - 1)] } };
    }) as never,
  };
}

describe('until (the load bench asks the page over CDP, without Playwright injecting its script)', () => {
  it('asks again until the expression is true, then returns', async () => {
    const cdp = pageAnswering(false, false, true);
    await until(cdp, 'window.__pbFirstBet !== undefined');
    expect(cdp.asked).toEqual(Array(3).fill('window.__pbFirstBet !== undefined'));
  });

  it('takes only true itself as done: a truthy value that is not true is asked again', async () => {
    const cdp = pageAnswering(1, 'yes', true);
    await until(cdp, 'x');
    expect(cdp.asked).toHaveLength(3);
  });

  it('throws, naming the expression, when the time runs out', async () => {
    const cdp = pageAnswering(false);
    await expect(until(cdp, 'never()', 60)).rejects.toThrow(/60 ms waiting for: never\(\)/);
    expect(cdp.asked.length).toBeGreaterThan(1);
  });
});
