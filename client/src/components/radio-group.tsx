import { useId, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import styles from './field.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  name?: string;
  value: string | null;
  options: RadioOption[];
  onChange: (value: string) => void;
  className?: string;
}

/** Native radios in a fieldset: arrow keys move between options. */
export function RadioGroup({ legend, name, value, options, onChange, className }: RadioGroupProps) {
  const autoName = useId();
  return (
    <fieldset className={cx(styles.group, className)}>
      <legend className={styles.label}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input
            type="radio"
            name={name ?? autoName}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
