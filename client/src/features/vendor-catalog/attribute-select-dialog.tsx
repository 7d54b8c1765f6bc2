import type { AttributeSummary } from '@contracts/products';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { Dialog } from '@/components/dialog';
import styles from './variants.module.css';

interface AttributeSelectDialogProps {
  open: boolean;
  attributes: AttributeSummary[];
  selected: number[];
  saving: boolean;
  onSave: (ids: number[]) => void;
  onClose: () => void;
}

/** Chooses which attributes the product's variants differ by (setSelectedVarients). */
export function AttributeSelectDialog({ open, ...rest }: AttributeSelectDialogProps) {
  // Mounted only while open, so each opening starts from the saved selection.
  return open ? <AttributeSelectPanel {...rest} /> : null;
}

function AttributeSelectPanel({
  attributes,
  selected,
  saving,
  onSave,
  onClose,
}: Omit<AttributeSelectDialogProps, 'open'>) {
  const [chosen, setChosen] = useState<number[]>(selected);
  const toggle = (id: number) =>
    setChosen((current) =>
      current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id],
    );
  return (
    <Dialog
      open
      onClose={onClose}
      title="Select Attributes"
      description="Every variant gets one value of each selected attribute."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={saving} onClick={() => onSave(chosen)}>
            Save attributes
          </Button>
        </>
      }
    >
      {attributes.length === 0 ? (
        <p>No attributes yet: create them in Attributes first.</p>
      ) : (
        <fieldset className={styles.checkboxes}>
          <legend className="sr-only">Attributes of variation</legend>
          {attributes.map((attribute) => (
            <Checkbox
              key={attribute._id}
              label={
                <>
                  <strong>{attribute.attribute}</strong>{' '}
                  <span className={styles.values}>{attribute.values.join(', ')}</span>
                </>
              }
              checked={chosen.includes(attribute._id)}
              onChange={() => toggle(attribute._id)}
            />
          ))}
        </fieldset>
      )}
    </Dialog>
  );
}
