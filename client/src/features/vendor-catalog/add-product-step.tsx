import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { SAVED } from './catalog-messages';
import { draftProblem, emptyDraft, productBody, type ProductDraft } from './product-draft';
import { ProductFields } from './product-fields';
import { useInsertProductMutation } from './vendor-products-api';
import admin from './admin.module.css';

interface AddProductStepProps {
  parents: { category: number; subCategory: number };
  onBack: () => void;
}

/** Step 3: the product's own fields; on success step 4 opens with the new product. */
export function AddProductStep({ parents, onBack }: AddProductStepProps) {
  const navigate = useNavigate();
  const [insertProduct, { isLoading }] = useInsertProductMutation();
  const [draft, setDraft] = useState<ProductDraft>(emptyDraft);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblem(draft);
    setProblem(found);
    if (found) return;
    const result = await insertProduct(productBody(draft, parents));
    if (result.error) {
      setProblem(errorMessage(result.error));
      return;
    }
    notify('success', SAVED);
    navigate(`/vendor/product/${result.data}`, { state: { createdName: draft.name.trim() } });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <ProductFields draft={draft} onChange={setDraft} missing={problem !== null} />
      {problem && (
        <p role="alert" className={admin.errorBox} style={{ marginTop: 'var(--space-4)' }}>
          {problem}
        </p>
      )}
      <div className={admin.formActions}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" loading={isLoading}>
          Add Product
        </Button>
      </div>
    </form>
  );
}
