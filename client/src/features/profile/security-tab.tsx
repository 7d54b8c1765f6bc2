import { useState } from 'react';
import { Form } from '@/components/form';
import { Button } from '@/components/button';
import { PasswordField } from '@/features/auth/account-fields';
import { NewPasswordFields, useNewPassword } from '@/features/auth/new-password-fields';
import { PASSWORD_REQUIRED } from '@/features/auth/validation';
import { errorMessage, isApiError } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { useCheckPasswordMutation, useUpdatePasswordMutation } from './profile-api';
import styles from './profile-page.module.css';

const PASSWORDS_DIFFER = 'Password Must be Same';

/**
 * Change password in the spec's two steps: the server confirms the current password, then takes
 * the new one and answers with a fresh token (the old one stops working).
 */
export function SecurityTab({ userId }: { userId: string }) {
  const [step, setStep] = useState<'current' | 'new'>('current');
  const [changed, setChanged] = useState(false);
  return step === 'current' ? (
    <CurrentPasswordForm userId={userId} changed={changed} onChecked={() => setStep('new')} />
  ) : (
    <NewPasswordForm
      userId={userId}
      onDone={(success) => {
        setChanged(success);
        setStep('current');
      }}
    />
  );
}

function CurrentPasswordForm(props: { userId: string; changed: boolean; onChecked: () => void }) {
  const [checkPassword, { isLoading }] = useCheckPasswordMutation();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(password ? null : PASSWORD_REQUIRED);
    if (!password) return;
    const result = await checkPassword({ userId: props.userId, password });
    if (result.error) {
      notify('error', errorMessage(result.error));
      return;
    }
    props.onChecked();
  };

  return (
    <Form className={styles.form} onSubmit={submit}>
      {props.changed && (
        <p className={styles.success} role="status">
          Your password was changed. Other devices have been signed out.
        </p>
      )}
      <p className={styles.note}>First confirm your current password.</p>
      <PasswordField
        label="Current password"
        name="currentPassword"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={problem}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={isLoading}>
          Continue
        </Button>
      </div>
    </Form>
  );
}

function NewPasswordForm({
  userId,
  onDone,
}: {
  userId: string;
  onDone: (success: boolean) => void;
}) {
  const [updatePassword, { isLoading }] = useUpdatePasswordMutation();
  const pair = useNewPassword(PASSWORDS_DIFFER);

  const submit = async () => {
    if (!pair.check()) return;
    const result = await updatePassword({ userId, password: pair.password });
    if (result.error) {
      notify('error', errorMessage(result.error));
      // Too long since the check: the server wants the current password again.
      if (isApiError(result.error) && result.error.status === 403) onDone(false);
      return;
    }
    notify('success', 'Password Updated');
    onDone(true);
  };

  return (
    <Form className={styles.form} onSubmit={submit}>
      <p className={styles.note}>Now choose a new password.</p>
      <NewPasswordFields pair={pair} autoFocus />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => onDone(false)}>
          Cancel
        </Button>
        <Button type="submit" loading={isLoading}>
          Change password
        </Button>
      </div>
    </Form>
  );
}
