import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the element is at least `minWidth` pixels wide, kept up to date as it resizes. Measured
 * before the first paint, so a wide screen never flashes the narrow layout; without
 * ResizeObserver (old browsers, jsdom) it counts as narrow, the layout that works everywhere.
 */
export function useFitsWidth<T extends HTMLElement>(minWidth: number) {
  const ref = useRef<T>(null);
  const [fits, setFits] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    setFits(element.getBoundingClientRect().width >= minWidth);
    const observer = new ResizeObserver(([entry]) => setFits((entry?.contentRect.width ?? 0) >= minWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [minWidth]);

  return [ref, fits] as const;
}
