import { useEffect, useState } from 'react';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * Whether an element is in (or within `rootMargin` of) the viewport; attach the returned
 * callback ref. With `once`, it stays true after the first sighting (lazy sections). Without
 * IntersectionObserver it reports true, so content is never withheld.
 */
export function useInView<T extends Element>({
  rootMargin = '0px',
  once = false,
}: { rootMargin?: string; once?: boolean } = {}) {
  const [node, setNode] = useState<T | null>(null);
  const [inView, setInView] = useState(() => !canObserve());

  useEffect(() => {
    if (!node || !canObserve()) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const visible = entry?.isIntersecting ?? false;
        if (once && !visible) return;
        setInView(visible);
        if (once) observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, rootMargin, once]);

  return [setNode, inView] as const;
}
