import { useEffect, useState } from 'react';

/**
 * Whether the element (attach the returned callback ref) is within `margin` of the viewport:
 * the trigger of an infinite list. Without IntersectionObserver it never fires; lists keep a
 * button for that case and for keyboards.
 */
export function useNearEnd<T extends Element>(margin = '600px') {
  const [node, setNode] = useState<T | null>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => setNear(entry?.isIntersecting ?? false),
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, margin]);

  return [setNode, near] as const;
}
