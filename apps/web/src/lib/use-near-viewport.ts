import { IMAGE_CACHE } from '@platform/core';
import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element comes within the spec's lazy-load margin (200 px) of the viewport, and stays true. Browsers'
 * own `loading="lazy"` picks its own, much larger distance; this keeps data use on phones to what the spec allows.
 * Without IntersectionObserver (old browsers) everything counts as near.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled = true): boolean {
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${IMAGE_CACHE.lazyMarginPx}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
