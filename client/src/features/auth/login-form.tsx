import { useState } from 'react';
import { Form } from '@/components/form';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { PasswordField, PhoneField } from './account-fields';
import { useSignInMutation } from './auth-api';
import { normaliseNumber, numberProblem, PASSWORD_REQUIRED } from './validation';
import styles from './sign-in-dialog.module.css';

interface LoginFormProps {
  initialPhone?: string;
  onForgot: () => void;
  onDone: () => void;
}

/** Phone and password; the server's refusal is shown as it says it. */
export function LoginForm({ initialPhone = '', onForgot, onDone }: LoginFormProps) {
  const [signIn, { isLoading }] = useSignInMutation();
  const [phone, setPhone] = useState(initialPhone);
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ phone?: string; password?: string }>({});

  const submit = async () => {
    const phoneProblem = numberProblem(phone);
    const found = {
      ...(phoneProblem ? { phone: phoneProblem } : {}),
      ...(password ? {} : { password: PASSWORD_REQUIRED }),
    };
    setProblems(found);
    if (found.phone || found.password) return;
    const result = await signIn({ phone, password });
    if (result.error) {
      notify('error', errorMessage(result.error));
      return;
    }
    notify('success', 'Login Successfully');
    onDone();
  };

  return (
    <Form className={styles.form} onSubmit={submit}>
      <PhoneField
        name="phone"
        autoComplete="username"
        value={phone}
        onChange={(event) => setPhone(normaliseNumber(event.target.value))}
        error={problems.phone}
        autoFocus={!initialPhone}
        data-autofocus={initialPhone ? undefined : true}
      />
      <div className={styles.passwordRow}>
        <PasswordField
          label="Password"
          name="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={problems.password}
          autoFocus={Boolean(initialPhone)}
          data-autofocus={initialPhone ? true : undefined}
        />
        <button type="button" className={styles.link} onClick={onForgot}>
          Forgot password?
        </button>
      </div>
      <Button type="submit" size="lg" block loading={isLoading}>
        Login
      </Button>
    </Form>
  );
}
