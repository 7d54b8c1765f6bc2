import { useState } from 'react';
import { PasswordField } from './account-fields';
import {
  hasProblems,
  newPasswordProblems,
  PASSWORDS_DIFFER,
  type NewPasswordProblems,
} from './validation';

/**
 * A new password and its confirmation: what was typed, and what is wrong with it. `mismatch` is
 * the message when the two differ (the spec words it differently on the profile).
 */
export function useNewPassword(mismatch: string = PASSWORDS_DIFFER) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<NewPasswordProblems>({});
  return {
    password,
    confirm,
    setPassword,
    setConfirm,
    problems,
    /** Shows what is wrong under the fields; true when the pair may be sent. */
    check(): boolean {
      const found = newPasswordProblems(password, confirm, mismatch);
      setProblems(found);
      return !hasProblems(found);
    },
  };
}

export type NewPassword = ReturnType<typeof useNewPassword>;

/**
 * The new-password field (with the length hint) and its confirmation, as sign-up, the forgotten
 * password and the profile's security tab ask for them.
 */
export function NewPasswordFields({
  pair,
  labels = ['New password', 'Confirm new password'],
  name = 'newPassword',
  autoFocus = false,
}: {
  pair: NewPassword;
  labels?: readonly [string, string];
  /** The first field's name (autofill and tests find it by it). */
  name?: string;
  /** Focus the first field when shown (in a dialog too). */
  autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordField
        isNew
        label={labels[0]}
        name={name}
        value={pair.password}
        onChange={(event) => pair.setPassword(event.target.value)}
        error={pair.problems.password}
        autoFocus={autoFocus}
        data-autofocus={autoFocus || undefined}
      />
      <PasswordField
        isNew
        label={labels[1]}
        name="confirm"
        hint={undefined}
        value={pair.confirm}
        onChange={(event) => pair.setConfirm(event.target.value)}
        error={pair.problems.confirm}
      />
    </>
  );
}
