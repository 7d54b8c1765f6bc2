import { PlusIcon } from '@/components/page-icons';
import { MinusIcon } from './cart-icons';
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  value: number;
  /** The most that can be bought: the line's stock (spec §5). */
  max: number;
  min?: number;
  /** Names the item for screen readers ("Quantity of Linen Shirt"). */
  label: string;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/** Minus, the quantity, plus: never below `min` (1) nor above `max` (the stock). */
export function QuantityStepper({
  value,
  max,
  min = 1,
  label,
  disabled,
  onChange,
}: QuantityStepperProps) {
  const clamp = (next: number) => Math.min(Math.max(next, min), Math.max(max, min));
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.step}
        aria-label="Decrease quantity"
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        <MinusIcon />
      </button>
      <output className={styles.value} aria-live="polite" aria-label="Quantity">
        {value}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        <PlusIcon size={18} />
      </button>
    </div>
  );
}
