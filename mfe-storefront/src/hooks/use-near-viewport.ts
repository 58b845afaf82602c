import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (and stays true from then on):
 * what the first screen does not show loads when it is about to be seen. A dozen lines over the
 * browser's IntersectionObserver, simpler than a dependency shared through federation; without
 * IntersectionObserver (old browsers, jsdom) the element counts as near. What appears then is
 * rendered as a transition, in slices the browser can answer between, not in one long task.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
