import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { MIN_PASSWORD_LENGTH, PHONE_PREFIX } from '@/lib/account-constants';
import { cx } from '@/lib/cx';
// Relative on purpose: jest maps '@/…' before it stubs CSS modules.
import fieldStyles from '../../components/field.module.css';
import styles from './account-fields.module.css';

interface AdornedFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Shown inside the box before the text (e.g. +91). */
  start?: ReactNode;
  /** Shown inside the box after the text (e.g. a Show button). */
  end?: ReactNode;
}

/** A labelled input like TextField, with something fixed inside the box before or after it. */
function AdornedField({
  label,
  hint,
  error,
  start,
  end,
  id,
  className,
  ...rest
}: AdornedFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      <div
        className={cx(styles.box, rest.readOnly && styles.readOnly)}
        data-invalid={error ? true : undefined}
      >
        {start}
        <input
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={cx(hintId, errorId) || undefined}
          {...rest}
        />
        {end}
      </div>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

type FieldProps = Omit<AdornedFieldProps, 'start' | 'end' | 'type'>;

/** A 10-digit mobile number after a fixed +91. */
export function PhoneField({ label = 'Mobile number', ...rest }: Partial<FieldProps>) {
  return (
    <AdornedField
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      start={
        <span className={styles.prefix} aria-hidden="true">
          {PHONE_PREFIX}
        </span>
      }
      {...rest}
    />
  );
}

/** A password with a Show/Hide switch; `isNew` adds the length hint and new-password autofill. */
export function PasswordField({ isNew = false, ...rest }: FieldProps & { isNew?: boolean }) {
  const [shown, setShown] = useState(false);
  return (
    <AdornedField
      type={shown ? 'text' : 'password'}
      autoComplete={isNew ? 'new-password' : 'current-password'}
      hint={isNew ? `At least ${MIN_PASSWORD_LENGTH} characters.` : undefined}
      end={
        <button
          type="button"
          className={styles.toggle}
          aria-label="Show password"
          aria-pressed={shown}
          onClick={() => setShown(!shown)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      }
      {...rest}
    />
  );
}
