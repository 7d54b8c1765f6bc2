import { Form } from '@/components/form';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { PHONE_PREFIX } from '@/lib/account-constants';
import { PhoneField } from './account-fields';
import type { VerifyNumber } from './use-verify-number';
import styles from './sign-in-dialog.module.css';

/** "+91 98765 43210" */
export const displayNumber = (number: string) =>
  `${PHONE_PREFIX} ${number.slice(0, 5)} ${number.slice(5)}`.trim();

/** Where a multi-step form is: "Step 2 of 3 · Verification code" over three bars. */
export function StepProgress({ step, labels }: { step: number; labels: readonly string[] }) {
  return (
    <div className={styles.progress}>
      <p className={styles.stepText}>
        Step {step} of {labels.length} · {labels[step - 1]}
      </p>
      <ol className={styles.bars} aria-hidden="true">
        {labels.map((label, index) => (
          <li key={label} className={index < step ? styles.barDone : undefined} />
        ))}
      </ol>
    </div>
  );
}

/** Step 1 of sign-up and forgot password: the number to send a code to. */
export function NumberStep({ flow, hint }: { flow: VerifyNumber; hint: string }) {
  return (
    <Form className={styles.form} onSubmit={flow.submitNumber}>
      <PhoneField
        name="number"
        value={flow.number}
        onChange={(event) => flow.setNumber(event.target.value)}
        error={flow.numberError}
        hint={hint}
        autoFocus
        data-autofocus
      />
      <Button type="submit" size="lg" block loading={flow.busy}>
        Send code
      </Button>
    </Form>
  );
}

/** Step 2: the one-time code, with Change number and a resend after the cooldown. */
export function CodeStep({ flow }: { flow: VerifyNumber }) {
  const wait = flow.resendIn;
  return (
    <Form className={styles.form} onSubmit={flow.submitCode}>
      <p className={styles.lead}>
        Enter the code we sent to <strong>{displayNumber(flow.number)}</strong>.{' '}
        <button type="button" className={styles.link} onClick={flow.changeNumber}>
          Change number
        </button>
      </p>
      <TextField
        label="Verification code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        value={flow.code}
        onChange={(event) => flow.setCode(event.target.value)}
        error={flow.codeError}
        className={styles.code}
        autoFocus
        data-autofocus
      />
      <Button type="submit" size="lg" block loading={flow.busy}>
        Verify
      </Button>
      <p className={styles.resend}>
        Didn&apos;t get it?{' '}
        {wait > 0 ? (
          <span>
            Resend code in {Math.floor(wait / 60)}:{String(wait % 60).padStart(2, '0')}
          </span>
        ) : (
          <button
            type="button"
            className={styles.link}
            disabled={flow.busy}
            onClick={() => void flow.resend()}
          >
            Resend code
          </button>
        )}
      </p>
    </Form>
  );
}
