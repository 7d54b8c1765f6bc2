import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { UserIcon } from '@/components/icons';
import styles from './sign-in-dialog.module.css';

/**
 * The sign-in overlay. This issue ships its shell; the phone + password form and sign-up
 * (one-time code) fill it in with the customer auth feature.
 */
export function SignInDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title="Sign in"
      description="Use your mobile number and password to check out, track orders and get order updates."
    >
      <div className={styles.body}>
        <span className={styles.icon} aria-hidden="true">
          <UserIcon size={26} />
        </span>
        <p className={styles.note}>
          Customer accounts are opening soon. You can keep browsing in the meantime.
        </p>
        <Button block onClick={onClose} data-autofocus>
          Continue shopping
        </Button>
      </div>
    </Dialog>
  );
}
