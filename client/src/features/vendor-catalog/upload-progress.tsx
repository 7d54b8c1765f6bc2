import styles from './image-uploader.module.css';

/** The upload's progress bar (0…1), announced to screen readers as a progressbar. */
export function UploadProgress({
  value,
  label = 'Uploading images',
}: {
  value: number;
  label?: string;
}) {
  const percent = Math.round(value * 100);
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={styles.track}
      >
        <span className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.percent} aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
