import { useState } from 'react';
import type { CustomerUser } from '@contracts/auth';
import { Form } from '@/components/form';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { PhoneField } from '@/features/auth/account-fields';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { useUpdateNameMutation } from './profile-api';
import styles from './profile-page.module.css';

/** The name can change (POST updateProfile/general); the number is the account's key. */
export function GeneralTab({ user }: { user: CustomerUser }) {
  const [updateName, { isLoading }] = useUpdateNameMutation();
  const [name, setName] = useState(user.name);
  const [problem, setProblem] = useState<string | null>(null);
  const trimmed = name.trim();

  const submit = async () => {
    setProblem(trimmed ? null : 'Name is required');
    if (!trimmed) return;
    const result = await updateName({ userId: user.id, uname: trimmed });
    if (result.error) {
      notify('error', errorMessage(result.error));
      return;
    }
    setName(result.data.user.name);
    notify('success', 'Update Successfully');
  };

  return (
    <Form className={styles.form} onSubmit={submit}>
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        maxLength={60}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={problem}
      />
      <PhoneField
        name="number"
        value={user.phone}
        readOnly
        hint="Your mobile number is your login and cannot be changed."
      />
      <div className={styles.actions}>
        <Button type="submit" loading={isLoading} disabled={trimmed === user.name}>
          Update
        </Button>
      </div>
    </Form>
  );
}
