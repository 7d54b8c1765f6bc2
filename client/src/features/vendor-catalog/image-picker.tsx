import { useId, useState, type CSSProperties } from 'react';
import { cx } from '@/lib/cx';
import { ImageIcon } from './admin-icons';
import { checkImageFiles, IMAGE_ACCEPT } from './image-check';
import styles from './image-uploader.module.css';

export interface ImagePickerProps {
  label: string;
  hint?: string;
  /** The chosen file's preview url, or null when none is chosen. */
  preview: string | null;
  /** The image the record has now (edit mode), shown until another is chosen. */
  currentUrl?: string;
  onPick: (file: File | null) => void;
  /** e.g. "1 / 1", "3 / 1"; the preview keeps this shape. */
  aspectRatio?: CSSProperties['aspectRatio'];
  error?: string | null;
  disabled?: boolean;
}

/** One image for a form that uploads on submit: type and size checked here, with a preview. */
export function ImagePicker({
  label,
  hint = 'JPG or PNG, at most 5 MB.',
  preview,
  currentUrl,
  onPick,
  aspectRatio = '1 / 1',
  error,
  disabled,
}: ImagePickerProps) {
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = preview ?? currentUrl ?? null;
  const message = problem ?? error ?? null;

  return (
    <div className={styles.picker}>
      <span className={styles.label} id={`${inputId}-label`}>
        {label}
      </span>
      <div className={styles.preview} style={{ aspectRatio }}>
        {shown ? (
          <img src={shown} alt={`${label} preview`} />
        ) : (
          <span className={styles.placeholder}>
            <ImageIcon size={28} />
          </span>
        )}
      </div>
      <div className={styles.pickerActions}>
        <label className={cx(styles.chooseButton, disabled && styles.disabled)}>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            disabled={disabled}
            aria-describedby={`${inputId}-hint${message ? ` ${inputId}-error` : ''}`}
            onChange={(event) => {
              const { accepted, problems } = checkImageFiles(
                Array.from(event.target.files ?? []),
                1,
              );
              setProblem(problems[0] ?? null);
              if (accepted[0]) onPick(accepted[0]);
              event.target.value = '';
            }}
          />
          {preview ? 'Choose another' : 'Choose image'}
          <span className="sr-only">: {label}</span>
        </label>
        {preview && (
          <button
            type="button"
            className={styles.textButton}
            onClick={() => onPick(null)}
            disabled={disabled}
          >
            Remove<span className="sr-only"> {label}</span>
          </button>
        )}
      </div>
      <p id={`${inputId}-hint`} className={styles.hint}>
        {hint}
      </p>
      {message && (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
