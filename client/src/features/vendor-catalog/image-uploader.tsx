import { useId, useState } from 'react';
import { useReportUnsaved } from '@/lib/unsaved-changes';
import { Button } from '@/components/button';
import { cx } from '@/lib/cx';
import { UploadIcon } from './admin-icons';
import { checkImageFiles, IMAGE_ACCEPT, NO_IMAGE_SELECTED } from './image-check';
import { pickFiles, releaseFiles, type PickedFile } from './picked-files';
import { useImageUpload } from './upload-images';
import { UploadProgress } from './upload-progress';
import { MAX_UPLOAD_FILES } from './vendor-constants';
import styles from './image-uploader.module.css';

export interface ImageUploaderProps {
  /** Names the file picker, e.g. "Add images". */
  label: string;
  /** Read to screen readers after the label, e.g. " of Size: M" where several share a page. */
  hiddenContext?: string;
  /** The button that uploads the chosen files, e.g. 'Upload Cover Image'. */
  buttonLabel: string;
  max?: number;
  /** Receives the stored urls; resolve false to keep the chosen files (the save failed). */
  onUploaded: (urls: string[]) => Promise<boolean> | boolean | void;
  disabled?: boolean;
  className?: string;
}

/**
 * Chooses JPEG/PNG files (type and 5 MB size checked here), previews them, uploads them with
 * a progress bar and hands the stored urls on. The server's refusal is shown as it said it.
 */
export function ImageUploader({
  label,
  hiddenContext,
  buttonLabel,
  max = MAX_UPLOAD_FILES,
  onUploaded,
  disabled,
  className,
}: ImageUploaderProps) {
  const inputId = useId();
  const [picked, setPicked] = useState<PickedFile[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const { upload, progress, uploading, error } = useImageUpload();
  const busy = uploading || saving;
  // Chosen but not uploaded: leaving the page would drop them.
  useReportUnsaved(picked.length > 0);

  const choose = (files: File[]) => {
    const { accepted, problems: found } = checkImageFiles(files, max - picked.length);
    setProblems(found);
    setPicked((current) => [...current, ...pickFiles(accepted)]);
  };

  const remove = (item: PickedFile) => {
    releaseFiles([item]);
    setPicked((current) => current.filter((entry) => entry !== item));
  };

  const submit = async () => {
    if (picked.length === 0) {
      setProblems([NO_IMAGE_SELECTED]);
      return;
    }
    setProblems([]);
    const urls = await upload(picked.map((entry) => entry.file));
    if (!urls) return;
    setSaving(true);
    const kept = (await onUploaded(urls)) === false;
    setSaving(false);
    if (kept) return;
    releaseFiles(picked);
    setPicked([]);
  };

  const messages = [...problems, ...(error ? [error] : [])];

  return (
    <div className={cx(styles.uploader, className)}>
      <label className={cx(styles.zone, (disabled || busy) && styles.disabled)}>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple={max > 1}
          className="sr-only"
          disabled={disabled || busy}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            choose(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <UploadIcon size={22} />
        <span className={styles.zoneTitle}>
          {label}
          {hiddenContext && <span className="sr-only">{hiddenContext}</span>}
        </span>
        <span id={`${inputId}-hint`} className={styles.hint}>
          Choose JPG or PNG {max > 1 ? `images (up to ${max})` : 'image'}, at most 5 MB each.
        </span>
      </label>
      {picked.length > 0 && (
        <ul className={styles.thumbs} aria-label="Chosen images">
          {picked.map((item, index) => (
            <li key={item.preview || `${item.file.name}-${index}`} className={styles.thumb}>
              {item.preview ? <img src={item.preview} alt={item.file.name} /> : null}
              <span className={styles.thumbName}>{item.file.name}</span>
              <button
                type="button"
                className={styles.thumbRemove}
                aria-label={`Remove ${item.file.name}`}
                onClick={() => remove(item)}
                disabled={busy}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {progress !== null && <UploadProgress value={progress} />}
      {messages.length > 0 && (
        <div role="alert" className={styles.errors}>
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <div className={styles.uploaderActions}>
        <Button
          variant="secondary"
          icon={<UploadIcon />}
          loading={busy}
          disabled={disabled}
          onClick={() => void submit()}
        >
          {buttonLabel}
        </Button>
      </div>
    </div>
  );
}
