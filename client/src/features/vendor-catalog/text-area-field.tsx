import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cx } from '@/lib/cx';
// Relative: jest maps `@/` paths before it stubs styles.
import fieldStyles from '../../components/field.module.css';
import styles from './text-area-field.module.css';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A labelled multi-line input in the design system's field style. */
export function TextAreaField({
  label,
  hint,
  className,
  id,
  rows = 4,
  ...rest
}: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        className={cx(fieldStyles.control, styles.textarea)}
        aria-describedby={hintId}
        {...rest}
      />
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
