import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

let firstRenderDone = false;

/**
 * Renders its children just after the page's first render, in a transition of their own, so the
 * parts below the fold (reviews, similar products, the footer) and the lazily loaded parts of
 * the header stay out of the first load's one long commit and its JavaScript. Until then, and
 * while a lazy child's chunk is on its way, `fallback` stands in its place (the same box, so
 * nothing shifts when it arrives). Once the first page is up, later pages render them at once.
 */
export function AfterFirstRender({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [ready, setReady] = useState(firstRenderDone);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => {
      firstRenderDone = true;
      startTransition(() => setReady(true));
    }, 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
