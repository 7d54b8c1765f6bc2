import { NO_ACCOUNT } from '@contracts/accounts';
import { Form } from '@/components/form';
import { Button } from '@/components/button';
import { errorMessage, isApiError } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { useCheckNumberMutation, useResetPasswordMutation } from './auth-api';
import { NewPasswordFields, useNewPassword } from './new-password-fields';
import { useVerifyNumber } from './use-verify-number';
import { CodeStep, NumberStep, StepProgress } from './verify-steps';
import styles from './sign-in-dialog.module.css';

const STEPS = ['Mobile number', 'Verification code', 'New password'] as const;

/** Forgot password: number, code, new password; then back to Login with the number filled in. */
export function ForgotPasswordForm({ onReset }: { onReset: (number: string) => void }) {
  const [checkNumber] = useCheckNumberMutation();
  // The number check answers 409 "already registered" for a number with an account: only then
  // is a code worth sending.
  const flow = useVerifyNumber(async (number) => {
    const result = await checkNumber({ number });
    if (isApiError(result.error) && result.error.status === 409) return true;
    notify('error', result.error ? errorMessage(result.error) : NO_ACCOUNT);
    return false;
  });
  const step = { number: 1, code: 2, verified: 3 }[flow.step];
  return (
    <>
      <StepProgress step={step} labels={STEPS} />
      {flow.step === 'number' && (
        <NumberStep flow={flow} hint="The number your account is registered with." />
      )}
      {flow.step === 'code' && <CodeStep flow={flow} />}
      {flow.step === 'verified' && (
        <NewPasswordStep
          number={flow.number}
          verificationToken={flow.proof}
          onReset={() => onReset(flow.number)}
        />
      )}
    </>
  );
}

function NewPasswordStep({
  number,
  verificationToken,
  onReset,
}: {
  number: string;
  verificationToken: string;
  onReset: () => void;
}) {
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const pair = useNewPassword();

  const submit = async () => {
    if (!pair.check()) return;
    const newPassword = pair.password;
    const result = await resetPassword({ number, newPassword, verificationToken });
    if (result.error) {
      notify('error', errorMessage(result.error));
      return;
    }
    notify('success', 'Password Changed Successfully, Now Login');
    onReset();
  };

  return (
    <Form className={styles.form} onSubmit={submit}>
      <NewPasswordFields pair={pair} autoFocus />
      <Button type="submit" size="lg" block loading={isLoading}>
        Change password
      </Button>
    </Form>
  );
}
