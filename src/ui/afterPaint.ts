import { useEffect, useState } from 'react';

/**
 * `value` as it was before the last change, until the frame that change paints has been painted:
 * a part of the page that may come one frame late renders in the next frame instead of lengthening
 * this one (issue 12). Same value (Object.is) from render to render until then.
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from an animation frame runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown(() => value));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, shown]);
  return shown;
}
