import { useState } from 'react';
import { Form } from '@/components/form';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { useCheckNumberMutation, useSignUpMutation } from './auth-api';
import { NewPasswordFields, useNewPassword } from './new-password-fields';
import { useVerifyNumber } from './use-verify-number';
import { CodeStep, NumberStep, StepProgress } from './verify-steps';
import styles from './sign-in-dialog.module.css';

const STEPS = ['Mobile number', 'Verification code', 'Your details'] as const;

/** Sign-up: number (checked, then a code sent), code, then name and password. */
export function SignUpForm({ onDone }: { onDone: () => void }) {
  const [checkNumber] = useCheckNumberMutation();
  const flow = useVerifyNumber(async (number) => {
    const result = await checkNumber({ number });
    if (result.error) notify('error', errorMessage(result.error));
    return !result.error;
  });
  const step = { number: 1, code: 2, verified: 3 }[flow.step];

  return (
    <>
      <StepProgress step={step} labels={STEPS} />
      {flow.step === 'number' && (
        <NumberStep flow={flow} hint="We'll text a one-time code to verify it." />
      )}
      {flow.step === 'code' && <CodeStep flow={flow} />}
      {flow.step === 'verified' && (
        <DetailsStep number={flow.number} verificationToken={flow.proof} onDone={onDone} />
      )}
    </>
  );
}

function DetailsStep({
  number,
  verificationToken,
  onDone,
}: {
  number: string;
  verificationToken: string;
  onDone: () => void;
}) {
  const [signUp, { isLoading }] = useSignUpMutation();
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<string>();
  const pair = useNewPassword();

  const submit = async () => {
    const missingName = name.trim() ? undefined : 'Name is required';
    setNameProblem(missingName);
    if (!pair.check() || missingName) return;
    const { password } = pair;
    const result = await signUp({ name: name.trim(), number, password, verificationToken });
    if (result.error) {
      notify('error', errorMessage(result.error));
      return;
    }
    notify('success', `${result.data.user.name}, Registeration Complete`);
    onDone();
  };

  return (
    <Form className={styles.form} onSubmit={submit}>
      <TextField
        label="Your name"
        name="name"
        autoComplete="name"
        maxLength={60}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameProblem}
        autoFocus
        data-autofocus
      />
      <NewPasswordFields pair={pair} labels={['Password', 'Confirm password']} name="password" />
      <Button type="submit" size="lg" block loading={isLoading}>
        Create account
      </Button>
    </Form>
  );
}
