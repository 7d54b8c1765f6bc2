import { startTransition, useEffect, useState, type ReactNode } from 'react';

let firstRenderDone = false;

/**
 * Renders its children just after the page's first render, in a transition of their own, so the
 * parts below the fold (reviews, similar products, the footer) stay out of the first load's one
 * long commit. Once the first page is up, later pages render them at once.
 */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(firstRenderDone);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => {
      firstRenderDone = true;
      startTransition(() => setReady(true));
    }, 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready ? children : null;
}
