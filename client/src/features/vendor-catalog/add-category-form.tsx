import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { PlusIcon } from '@/components/page-icons';
import { CATEGORY_NAME_REQUIRED, ONE_IMAGE_REQUIRED } from './catalog-messages';
import { ImagePicker } from './image-picker';
import { pickFiles, releaseFiles, type PickedFile } from './picked-files';
import { useImageUpload } from './upload-images';
import { UploadProgress } from './upload-progress';
import admin from './admin.module.css';
import styles from './add-category-form.module.css';

export interface AddCategoryFormProps {
  /** 'Category' or 'Sub-Category'. */
  noun: string;
  /** Saves the category; answers the server's refusal, or null when it was created. */
  onCreate: (name: string, imageUrl: string) => Promise<string | null>;
  /** Marks the name field for the dialog to focus first (data-autofocus). */
  autoFocus?: boolean;
}

/** A new category or sub-category: a name and exactly one image, uploaded on submit. */
export function AddCategoryForm({ noun, onCreate, autoFocus }: AddCategoryFormProps) {
  const [name, setName] = useState('');
  const [image, setImage] = useState<PickedFile | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { upload, progress, error: uploadError } = useImageUpload();

  const pick = (file: File | null) => {
    if (image) releaseFiles([image]);
    setImage(file ? pickFiles([file])[0]! : null);
    setImageError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const trimmed = name.trim();
    setNameError(trimmed ? null : CATEGORY_NAME_REQUIRED);
    setImageError(image ? null : ONE_IMAGE_REQUIRED);
    if (!trimmed || !image) return;
    setSaving(true);
    const urls = await upload([image.file]);
    const refusal = urls ? await onCreate(trimmed, urls[0]!) : null;
    setSaving(false);
    if (!urls) return;
    if (refusal) {
      setFailure(refusal);
      return;
    }
    setName('');
    pick(null);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.fields}>
        <TextField
          label={`New ${noun} Name`}
          value={name}
          maxLength={60}
          data-autofocus={autoFocus || undefined}
          error={nameError}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
        />
        <ImagePicker
          label={`${noun} image`}
          preview={image?.preview ?? null}
          onPick={pick}
          error={imageError}
          disabled={saving}
        />
      </div>
      {progress !== null && <UploadProgress value={progress} />}
      {(failure ?? uploadError) && (
        <p role="alert" className={admin.errorBox}>
          {failure ?? uploadError}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" icon={<PlusIcon size={18} />} loading={saving}>
          Add {noun}
        </Button>
      </div>
    </form>
  );
}
