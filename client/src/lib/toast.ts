/**
 * Toasts without putting react-toastify in the first page's JavaScript: the library (and its
 * container, see components/toaster.tsx) loads the first time a toast is shown. Toasts raised
 * before the container mounts wait in react-toastify's own queue.
 */
import type * as ReactToastify from 'react-toastify';

type Toastify = typeof ReactToastify;
type Kind = 'success' | 'error' | 'info' | 'warning';

let loading: Promise<Toastify> | undefined;
let requested = false;
const listeners = new Set<() => void>();

export function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify');
  return loading;
}

export const toastRequests = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  wasRequested: () => requested,
};

/** Shows a toast, loading the toast library on first use. */
export function notify(kind: Kind, message: string): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void loadToastify().then(({ toast }) => toast[kind](message));
}
