import type { PincodeCheck } from '@contracts/delivery';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-error';
import { useCheckPincodeMutation } from './product-extras-api';
import styles from './delivery-check.module.css';

export const PINCODE_INVALID = 'Enter a 6-digit pincode';

function verdict(result: PincodeCheck): { tone: 'ok' | 'no'; lines: string[] } {
  if (!result.delivery)
    return { tone: 'no', lines: [`Sorry, we do not deliver to ${result.pincode} yet.`] };
  return {
    tone: 'ok',
    lines: [
      `Delivery available to ${result.pincode}.`,
      result.cod
        ? 'Cash on delivery available.'
        : 'Cash on delivery is not available here: pay online.',
    ],
  };
}

/** "Check delivery": whether the shop delivers to a pincode, and whether COD is offered there. */
export function DeliveryCheck() {
  const [pincode, setPincode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [check, { data, isLoading, reset }] = useCheckPincodeMutation();
  const inputId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    if (!/^\d{6}$/.test(pincode)) {
      setProblem(PINCODE_INVALID);
      return;
    }
    setProblem(null);
    const result = await check(pincode);
    if (result.error !== undefined) setProblem(errorMessage(result.error));
  };

  const shown = data && data.pincode === pincode ? verdict(data) : null;
  return (
    <form className={styles.box} onSubmit={(event) => void onSubmit(event)} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        Check delivery
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="Enter pincode"
          value={pincode}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${inputId}-result`}
          onChange={(event) => setPincode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        <Button type="submit" variant="secondary" disabled={isLoading}>
          Check
        </Button>
      </div>
      <div id={`${inputId}-result`} role="status" className={styles.result}>
        {problem ? (
          <p className={styles.no}>{problem}</p>
        ) : shown ? (
          shown.lines.map((line) => (
            <p key={line} className={shown.tone === 'ok' ? styles.ok : styles.no}>
              {line}
            </p>
          ))
        ) : null}
      </div>
    </form>
  );
}
