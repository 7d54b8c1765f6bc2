import { cx } from '@/lib/cx';
import type { VariantPickerState } from './use-variant-picker';
import styles from './variant-picker.module.css';

/** One group of value buttons per attribute; unavailable values are disabled; Clear resets. */
export function VariantPicker({ picker }: { picker: VariantPickerState }) {
  return (
    <div className={styles.picker}>
      {picker.choices.map((choice) => {
        const chosen = choice.options.find((o) => o.selected)?.value;
        return (
          <fieldset key={choice.attrId} className={styles.group}>
            <legend className={styles.legend}>
              Select {choice.name}
              {chosen && <span className={styles.chosen}>: {chosen}</span>}
            </legend>
            <div className={styles.values}>
              {choice.options.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  className={cx(styles.value, option.selected && styles.selected)}
                  aria-pressed={option.selected}
                  disabled={option.disabled}
                  onClick={() => picker.pick(choice.attrId, option.value)}
                >
                  {option.value}
                </button>
              ))}
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        className={styles.clear}
        onClick={picker.clear}
        disabled={!picker.hasSelection}
      >
        Clear
      </button>
    </div>
  );
}
