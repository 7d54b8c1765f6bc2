import { Button } from './button';
import { EmptyState } from './empty-state';
import { UserIcon } from './icons';

/** Shown where a screen needs a signed-in customer. */
export function LoginRequired({ message, onSignIn }: { message: string; onSignIn: () => void }) {
  return (
    <EmptyState
      icon={<UserIcon />}
      title="Please sign in"
      description={message}
      action={<Button onClick={onSignIn}>Sign In</Button>}
    />
  );
}
