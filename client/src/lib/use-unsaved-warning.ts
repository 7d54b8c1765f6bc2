import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

export const UNSAVED_WARNING = 'You have unsaved changes. Leave this page and lose them?';

/**
 * While `dirty`, leaving warns: the browser's own prompt on reload or closing the tab, and a
 * confirm on in-app navigation (staying keeps the edits).
 */
export function useUnsavedWarning(dirty: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_WARNING)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
