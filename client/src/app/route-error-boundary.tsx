import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

const RouteError = lazy(() => import('./route-error').then((m) => ({ default: m.RouteError })));

interface Props {
  locationKey: string;
  children: ReactNode;
}

/** Shows the last-resort screen when a route fails to load or render; leaving the page clears it. */
class ErrorBoundary extends Component<Props, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: { failedAt: string | null }) {
    if (state.failedAt === '') return { failedAt: props.locationKey };
    if (state.failedAt !== null && state.failedAt !== props.locationKey) return { failedAt: null };
    return null;
  }

  override render() {
    if (this.state.failedAt === null) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteError />
      </Suspense>
    );
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary locationKey={useLocation().key}>{children}</ErrorBoundary>;
}
