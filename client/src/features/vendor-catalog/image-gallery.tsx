import { useId, useState } from 'react';
import { Badge } from '@/components/badge';
import { TrashIcon } from './admin-icons';
import { ImageUploader } from './image-uploader';
import admin from './admin.module.css';
import uploader from './image-uploader.module.css';
import styles from './pricing-editor.module.css';

export const NO_IMAGES = 'No Images, Please Upload Images for Product';

interface ImageGalleryProps {
  /** Images the product (or variant) has. */
  saved: string[];
  /** Uploaded, not saved yet. */
  pending: string[];
  onPendingChange: (urls: string[]) => void;
  /** Deletes a saved image at once (deleteSimpleImage / deleteVarImage). */
  onDelete: (url: string) => Promise<unknown>;
  context: string;
}

/** The gallery of a simple product or a variant: saved images, new uploads, and the uploader. */
export function ImageGallery({
  saved,
  pending,
  onPendingChange,
  onDelete,
  context,
}: ImageGalleryProps) {
  const headingId = useId();
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = async (url: string) => {
    setDeleting(url);
    await onDelete(url);
    setDeleting(null);
  };

  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className={admin.sectionTitle}>
        Images
      </h4>
      {saved.length + pending.length === 0 ? (
        <p className={styles.none}>{NO_IMAGES}</p>
      ) : (
        <ul className={uploader.gallery} aria-label={`Images of ${context}`}>
          {saved.map((url, index) => (
            <li key={url} className={uploader.galleryItem}>
              <img src={url} alt={`${context}, image ${index + 1}`} loading="lazy" />
              <button
                type="button"
                className={`${admin.iconButton} ${admin.iconButtonDanger} ${styles.imageDelete}`}
                aria-label={`Delete image ${index + 1} of ${context}`}
                disabled={deleting === url}
                onClick={() => void remove(url)}
              >
                <TrashIcon size={16} />
              </button>
            </li>
          ))}
          {pending.map((url, index) => (
            <li key={url} className={uploader.galleryItem}>
              <img src={url} alt={`${context}, new image ${index + 1}`} />
              <Badge tone="accent" className={uploader.pendingBadge}>
                New
              </Badge>
              <button
                type="button"
                className={`${admin.iconButton} ${styles.imageDelete}`}
                aria-label={`Remove new image ${index + 1} of ${context}`}
                onClick={() => onPendingChange(pending.filter((entry) => entry !== url))}
              >
                <TrashIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ImageUploader
        className={styles.uploader}
        label="Add images"
        hiddenContext={` of ${context}`}
        buttonLabel="Upload images"
        onUploaded={(urls) => onPendingChange([...pending, ...urls])}
      />
    </section>
  );
}
