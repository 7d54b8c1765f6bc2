import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectAdmin } from '@/app/session-slice';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { Panel } from '@/features/vendor-catalog/panel';
import admin from '../vendor-catalog/admin.module.css';
import { vendorAuthApi } from '@/features/vendor-auth/vendor-auth-api';
import { errorMessage } from '@/lib/api-error';
import { vendorToken } from '@/lib/cookies';
import { notify } from '@/lib/toast';
import { newPasswordProblem, PASSWORD_UPDATED } from './profile-messages';
import {
  useCheckVendorPasswordMutation,
  useUpdateVendorPasswordMutation,
} from './vendor-profile-api';
import styles from './vendor-profile-page.module.css';

/**
 * Password change in two steps: the current password is checked by the server, then the new one
 * (typed twice) is set. The answer's fresh token replaces the cookie, since the old one stops
 * working; the session check is told about it first, so the admin is not signed out.
 */
export function PasswordCard() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectAdmin);
  const [checkPassword, checkState] = useCheckVendorPasswordMutation();
  const [updatePassword, updateState] = useUpdateVendorPasswordMutation();
  const [checked, setChecked] = useState(false);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!current) return setProblem('Password is required');
    const result = await checkPassword({ password: current });
    if (result.error) return setProblem(errorMessage(result.error));
    setProblem(null);
    setCurrent('');
    setChecked(true);
  };

  const change = async (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordProblem(password, confirm);
    setProblem(found);
    if (found) return;
    const result = await updatePassword({ password });
    if (result.error) return setProblem(errorMessage(result.error));
    const { token } = result.data;
    if (signedIn) dispatch(vendorAuthApi.util.upsertQueryData('checkAdminToken', token, signedIn));
    vendorToken.set(token);
    notify('success', PASSWORD_UPDATED);
    setChecked(false);
    setPassword('');
    setConfirm('');
  };

  return (
    <Panel aria-labelledby="password-title">
      <h2 id="password-title" className={admin.cardTitle}>
        Password
      </h2>
      {checked ? (
        <form className={styles.stack} onSubmit={(event) => void change(event)} noValidate>
          <p className={admin.cardText}>
            Current password confirmed. Set the new one within 10 minutes.
          </p>
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters."
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
          {problem && (
            <p role="alert" className={admin.errorBox}>
              {problem}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => (setChecked(false), setProblem(null))}>
              Cancel
            </Button>
            <Button type="submit" loading={updateState.isLoading}>
              Update password
            </Button>
          </div>
        </form>
      ) : (
        <form className={styles.stack} onSubmit={(event) => void check(event)} noValidate>
          <p className={admin.cardText}>First confirm your current password.</p>
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
          {problem && (
            <p role="alert" className={admin.errorBox}>
              {problem}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" loading={checkState.isLoading}>
              Check password
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}
