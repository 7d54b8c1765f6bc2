import type { DetailPair } from '@contracts/products';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { useReportUnsaved } from '@/lib/unsaved-changes';
import { DetailsEditor } from './details-editor';
import { ImageGallery } from './image-gallery';
import {
  hasErrors,
  pricingErrors,
  type PricingDraft,
  type PricingErrors,
  type PricingSave,
  type PricingSaved,
} from './pricing-rules';
import admin from './admin.module.css';
import styles from './pricing-editor.module.css';

export interface PricingEditorProps {
  initial: PricingDraft;
  initialDetails: DetailPair[];
  savedImages: string[];
  onDeleteImage: (url: string) => Promise<unknown>;
  /** Saves; answers the server's refusal, or the stock it holds after the save. */
  onSave: (values: PricingSave) => Promise<PricingSaved>;
  detailsRequiredMessage: string;
  /** "this product" or the variant's name: tells the controls of several editors apart. */
  context: string;
  saveLabel: string;
}

/** Price, MRP, stock, details and images of a simple product or of one variant. */
export function PricingEditor({
  initial,
  initialDetails,
  savedImages,
  onDeleteImage,
  onSave,
  detailsRequiredMessage,
  context,
  saveLabel,
}: PricingEditorProps) {
  const [draft, setDraft] = useState<PricingDraft>(initial);
  const [details, setDetails] = useState<DetailPair[]>(initialDetails);
  const [pending, setPending] = useState<string[]>([]);
  const [errors, setErrors] = useState<PricingErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The stock figure the form was filled from; the save sends it so sales meanwhile stay sold.
  const [loadedQuantity, setLoadedQuantity] = useState(Number(initial.quantity));
  const [savedQuantity, setSavedQuantity] = useState<number | null>(null);
  // What the server holds (as of the last load or save): anything else is unsaved.
  const [baseline, setBaseline] = useState(() => JSON.stringify([initial, initialDetails]));
  useReportUnsaved(pending.length > 0 || JSON.stringify([draft, details]) !== baseline);

  const field = (key: keyof PricingDraft) => ({
    value: draft[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => {
      setDraft({ ...draft, [key]: event.target.value });
      if (errors[key]) setErrors({ ...errors, [key]: undefined });
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSavedQuantity(null);
    const found = pricingErrors(draft);
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    const outcome = await onSave({
      price: Number(draft.price),
      mrp: Number(draft.mrp),
      quantity: Number(draft.quantity),
      loadedQuantity,
      details,
      images: pending,
    });
    setSaving(false);
    if ('refusal' in outcome) {
      setFailure(outcome.refusal);
      return;
    }
    setPending([]);
    setLoadedQuantity(outcome.quantity);
    setSavedQuantity(outcome.quantity);
    const saved = { ...draft, quantity: String(outcome.quantity) };
    setDraft(saved);
    setBaseline(JSON.stringify([saved, details]));
  };

  return (
    <form className={styles.editor} onSubmit={(event) => void submit(event)} noValidate>
      <div className={admin.formGrid3}>
        <TextField
          label={
            <>
              Price (₹)
              <span className="sr-only"> of {context}</span>
            </>
          }
          inputMode="decimal"
          placeholder="0.00"
          {...field('price')}
        />
        <TextField
          label={
            <>
              MRP (₹)
              <span className="sr-only"> of {context}</span>
            </>
          }
          inputMode="decimal"
          placeholder="0.00"
          {...field('mrp')}
        />
        <TextField
          label={
            <>
              Quantity in stock
              <span className="sr-only"> of {context}</span>
            </>
          }
          inputMode="numeric"
          placeholder="0"
          {...field('quantity')}
        />
      </div>
      <div className={styles.sections}>
        <ImageGallery
          saved={savedImages}
          pending={pending}
          onPendingChange={setPending}
          onDelete={onDeleteImage}
          context={context}
        />
        <DetailsEditor
          details={details}
          onChange={setDetails}
          requiredMessage={detailsRequiredMessage}
          context={context}
        />
      </div>
      {failure && (
        <p role="alert" className={admin.errorBox}>
          {failure}
        </p>
      )}
      <p role="status" className={admin.cardText}>
        {savedQuantity !== null && `Saved. Stock now: ${savedQuantity}`}
      </p>
      <div className={admin.formActions}>
        {pending.length > 0 && (
          <span className={admin.stickyNote}>
            {pending.length} new image{pending.length > 1 ? 's' : ''} will be added when you save.
          </span>
        )}
        <Button type="submit" loading={saving}>
          {saveLabel}
        </Button>
      </div>
    </form>
  );
}
