import { useCallback, useEffect } from 'react';
import { useNavigationBlocker } from './navigation-blocker';

export const UNSAVED_WARNING = 'You have unsaved changes. Leave this page and lose them?';

/**
 * While `dirty`, leaving warns: the browser's own prompt on reload or closing the tab, and a
 * confirm on in-app navigation (staying keeps the edits).
 */
export function useUnsavedWarning(dirty: boolean): void {
  useNavigationBlocker(
    useCallback(
      (current, next) =>
        dirty &&
        next.pathname !== undefined &&
        current.pathname !== next.pathname &&
        !window.confirm(UNSAVED_WARNING),
      [dirty],
    ),
  );
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
