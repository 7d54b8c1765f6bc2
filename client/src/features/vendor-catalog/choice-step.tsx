import { useState } from 'react';
import { Dialog } from '@/components/dialog';
import { PlusIcon } from '@/components/page-icons';
import { cx } from '@/lib/cx';
import { AddCategoryForm } from './add-category-form';
import type { OrderedRow } from './display-order';
import styles from './product-wizard.module.css';

export interface ChoiceStepProps {
  /** 'Category' or 'Sub-Category'. */
  noun: string;
  /** Active rows only, in display order. */
  options: OrderedRow[];
  chosenId: number | null;
  onChoose: (id: number) => void;
  /** Shown when nothing is active. */
  emptyMessage: string;
  /** Creates one inline; answers the refusal, or null when it was created (and chosen). */
  onCreate: (name: string, imageUrl: string) => Promise<string | null>;
}

/** Steps 1 and 2: one active category (or sub-category) to pick, or a new one made on the spot. */
export function ChoiceStep({
  noun,
  options,
  chosenId,
  onChoose,
  emptyMessage,
  onCreate,
}: ChoiceStepProps) {
  const [creating, setCreating] = useState(false);
  return (
    <>
      {options.length === 0 ? (
        <p className={styles.empty}>{emptyMessage}</p>
      ) : (
        <div
          role="radiogroup"
          aria-label={`Active ${noun.toLowerCase()}s`}
          className={styles.tiles}
        >
          {options.map((option) => (
            <label
              key={option.id}
              className={cx(styles.tile, option.id === chosenId && styles.tileChosen)}
            >
              <input
                type="radio"
                name={`wizard-${noun}`}
                className={styles.tileInput}
                checked={option.id === chosenId}
                onChange={() => onChoose(option.id)}
              />
              <img src={option.image} alt="" width={64} height={64} className={styles.tileImage} />
              <span className={styles.tileName}>{option.name}</span>
            </label>
          ))}
        </div>
      )}
      <div className={styles.plusRow}>
        <button
          type="button"
          className={styles.plus}
          onClick={() => setCreating(true)}
          aria-haspopup="dialog"
        >
          <PlusIcon size={22} />
          <span>New {noun}</span>
        </button>
      </div>
      <Dialog open={creating} onClose={() => setCreating(false)} title={`Create New ${noun}`}>
        <AddCategoryForm
          noun={noun}
          autoFocus
          onCreate={async (name, image) => {
            const refusal = await onCreate(name, image);
            if (!refusal) setCreating(false);
            return refusal;
          }}
        />
      </Dialog>
    </>
  );
}
