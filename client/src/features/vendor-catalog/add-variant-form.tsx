import type { AttributeSummary } from '@contracts/products';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { PlusIcon } from '@/components/page-icons';
import { Select } from '@/components/select';
import { errorMessage } from '@/lib/api-error';
import { reportSave } from './report';
import { variationProblem, type VariationChoices } from './variant-rules';
import { useInsertVariantMutation } from './vendor-products-api';
import admin from './admin.module.css';
import styles from './variants.module.css';

interface AddVariantFormProps {
  productId: number;
  /** The selected attributes, in the product's order. */
  attributes: AttributeSummary[];
}

/** A new variant: one value of each selected attribute (insertProductVarient). */
export function AddVariantForm({ productId, attributes }: AddVariantFormProps) {
  const [insertVariant, { isLoading }] = useInsertVariantMutation();
  const [choices, setChoices] = useState<VariationChoices>({});
  const [problem, setProblem] = useState<string | null>(null);
  const selected = attributes.map((attribute) => attribute._id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = variationProblem(selected, choices);
    setProblem(found);
    if (found) return;
    const varients = selected
      .filter((id) => choices[id])
      .map((id) => ({ attr_id: id, value: choices[id]! }));
    const result = await insertVariant({ id: productId, varients });
    if (result.error) {
      setProblem(errorMessage(result.error));
      return;
    }
    reportSave(result);
    setChoices({});
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.addForm}>
      <div className={styles.choices}>
        {attributes.map((attribute) => (
          <Select
            key={attribute._id}
            label={attribute.attribute}
            value={choices[attribute._id] ?? ''}
            onChange={(event) => {
              setChoices({ ...choices, [attribute._id]: event.target.value });
              setProblem(null);
            }}
            options={[
              { value: '', label: `Choose ${attribute.attribute}` },
              ...attribute.values.map((value) => ({ value, label: value })),
            ]}
          />
        ))}
        <Button type="submit" icon={<PlusIcon size={18} />} loading={isLoading}>
          Add Varient
        </Button>
      </div>
      {problem && (
        <p role="alert" className={admin.errorBox}>
          {problem}
        </p>
      )}
    </form>
  );
}
