import { Button } from './button';
import { EmptyState } from './empty-state';
import { AlertIcon } from './page-icons';

export interface ErrorStateProps {
  title?: string;
  description?: string;
  onRetry: () => void;
  className?: string;
}

/** A load failed (usually the API is unreachable): say so kindly and offer a retry. */
export function ErrorState({
  title = 'We couldn’t load this',
  description = 'Please check your connection and try again.',
  onRetry,
  className,
}: ErrorStateProps) {
  return (
    <div role="alert" className={className}>
      <EmptyState
        icon={<AlertIcon />}
        title={title}
        description={description}
        action={
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    </div>
  );
}
