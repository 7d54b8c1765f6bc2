import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadToastify, toastRequests } from '@/lib/toast';

const ToastContainer = lazy(() =>
  loadToastify().then(({ ToastContainer: Container }) => ({
    default: function ThemedToastContainer() {
      return (
        <Container
          position="top-center"
          autoClose={3500}
          newestOnTop
          closeOnClick
          pauseOnFocusLoss={false}
          theme="light"
        />
      );
    },
  })),
);

/** Mounts react-toastify's container once the first toast is requested (lib/toast.ts). */
export function Toaster() {
  const requested = useSyncExternalStore(
    toastRequests.subscribe,
    toastRequests.wasRequested,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
