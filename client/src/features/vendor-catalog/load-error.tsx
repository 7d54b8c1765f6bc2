import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { errorMessage } from '@/lib/api-error';
import { WarningIcon } from './admin-icons';

/** A screen's data could not be loaded: the server's reason, and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState
        icon={<WarningIcon />}
        title="Could not load this"
        description={errorMessage(error)}
        action={
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    </div>
  );
}
