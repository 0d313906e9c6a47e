import { useLayoutEffect, useRef, useState } from 'react';

/** The width the element's children take side by side, gaps included: what one line needs. */
function oneLineWidth(element: HTMLElement): number {
  const children = [...element.children];
  const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
  return children.reduce((sum, child) => sum + child.getBoundingClientRect().width, 0) + gap * Math.max(0, children.length - 1);
}

/**
 * Whether the full form of a row (rendered while this is false) is wider than the row's element,
 * so the caller can draw a compact form instead of wrapping. The full form's width is remembered
 * while the compact one is shown, so the full form comes back once the element is wide enough.
 */
export function useIsTooNarrow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const neededWidth = useRef(0);
  const [isTooNarrow, setIsTooNarrow] = useState(false);

  // After every render: the full form may have changed (another page, other ellipses).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!isTooNarrow) neededWidth.current = oneLineWidth(element);
    setIsTooNarrow(neededWidth.current > element.clientWidth);
  });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setIsTooNarrow(neededWidth.current > element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, isTooNarrow] as const;
}
