import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { CATEGORY_NAME_REQUIRED } from './catalog-messages';
import type { OrderedRow } from './display-order';
import { ImagePicker } from './image-picker';
import { pickFiles, releaseFiles, type PickedFile } from './picked-files';
import { useImageUpload } from './upload-images';
import { UploadProgress } from './upload-progress';
import admin from './admin.module.css';

export interface EditCategoryDialogProps {
  /** 'Category' or 'Sub-Category'. */
  noun: string;
  row: OrderedRow | null;
  onClose: () => void;
  /** Saves what changed (undefined: unchanged); answers the server's refusal, or null. */
  onSave: (changes: { name?: string; image?: string }) => Promise<string | null>;
}

/** Renames a category or sub-category and/or changes its picture; its products stay. */
export function EditCategoryDialog({ noun, row, onClose, onSave }: EditCategoryDialogProps) {
  if (!row) return null;
  return (
    <Dialog open onClose={onClose} title={`Edit ${row.name}`} size="sm">
      <EditForm key={row.id} noun={noun} row={row} onClose={onClose} onSave={onSave} />
    </Dialog>
  );
}

function EditForm({ noun, row, onClose, onSave }: EditCategoryDialogProps & { row: OrderedRow }) {
  const [name, setName] = useState(row.name);
  const [image, setImage] = useState<PickedFile | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { upload, progress, error: uploadError } = useImageUpload();

  const pick = (file: File | null) => {
    if (image) releaseFiles([image]);
    setImage(file ? pickFiles([file])[0]! : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const trimmed = name.trim();
    setNameError(trimmed ? null : CATEGORY_NAME_REQUIRED);
    if (!trimmed) return;
    const renamed = trimmed !== row.name ? trimmed : undefined;
    if (!renamed && !image) return onClose();
    setSaving(true);
    const urls = image ? await upload([image.file]) : [];
    const refusal = urls ? await onSave({ name: renamed, image: urls[0] }) : null;
    setSaving(false);
    if (!urls) return;
    if (refusal) return setFailure(refusal);
    pick(null);
    onClose();
  };

  return (
    <form className={admin.stack} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={`${noun} Name`}
        value={name}
        maxLength={60}
        data-autofocus
        error={nameError}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(null);
        }}
      />
      <ImagePicker
        label={`${noun} image`}
        hint="Keep the picture, or choose another (JPG or PNG, at most 5 MB)."
        preview={image?.preview ?? null}
        currentUrl={row.image}
        onPick={pick}
        disabled={saving}
      />
      {progress !== null && <UploadProgress value={progress} />}
      {(failure ?? uploadError) && (
        <p role="alert" className={admin.errorBox}>
          {failure ?? uploadError}
        </p>
      )}
      <div className={admin.formActions}>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
