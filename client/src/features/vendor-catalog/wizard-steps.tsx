import { cx } from '@/lib/cx';
import styles from './wizard-steps.module.css';

export const WIZARD_STEPS = [
  'Select Category',
  'Select Sub-Category',
  'Add Product',
  'General',
] as const;

/** The product wizard's step indicator: done steps, the active step, the rest. */
export function WizardSteps({ active }: { active: number }) {
  return (
    <ol className={styles.steps} aria-label="Product wizard steps">
      {WIZARD_STEPS.map((label, index) => {
        const step = index + 1;
        const state = step < active ? 'done' : step === active ? 'active' : 'todo';
        return (
          <li
            key={label}
            className={cx(styles.step, styles[state])}
            aria-current={state === 'active' ? 'step' : undefined}
          >
            <span className={styles.number} aria-hidden="true">
              {state === 'done' ? '✓' : step}
            </span>
            <span className={styles.label}>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
