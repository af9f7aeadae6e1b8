/** A value held still while something runs (the buttons during a reveal, Table.tsx). */
import { useState } from 'react';

/**
 * `value`, except while `hold` is true: then the value it had on the last render before `hold`
 * turned true (or on the first render, if held from the start).
 */
export function useHeld<T>(value: T, hold: boolean): T {
  const [held, setHeld] = useState(value);
  // Adjusted during render (React's pattern for state derived from props): no frame shows a stale value.
  if (!hold && !Object.is(held, value)) setHeld(value);
  return hold ? held : value;
}
