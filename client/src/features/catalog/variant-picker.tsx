import { cx } from '@/lib/cx';
import type { VariantPickerState } from './use-variant-picker';
import styles from './variant-picker.module.css';

const STATUS_TEXT = { available: '', soldOut: 'sold out', notMade: 'not in this combination' };

/**
 * One group of value buttons per attribute. Each value shows what picking it gives with the
 * other choices (sold out: struck through; not made in that combination: dashed), and any value
 * can be picked directly; Clear resets.
 */
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
                  className={cx(
                    styles.value,
                    option.selected && styles.selected,
                    option.status === 'soldOut' && styles.soldOut,
                    option.status === 'notMade' && styles.notMade,
                  )}
                  aria-pressed={option.selected}
                  aria-label={
                    option.status === 'available'
                      ? undefined
                      : `${option.value}, ${STATUS_TEXT[option.status]}`
                  }
                  title={STATUS_TEXT[option.status] || undefined}
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
