import type { DetailPair } from '@contracts/products';
import { ChevronDownIcon } from '@/components/icons';
import styles from './product-details.module.css';

/** The collapsible label/value details (simpleDtl, or the selected variant's varDtl). */
export function ProductDetails({ pairs }: { pairs: readonly DetailPair[] }) {
  if (pairs.length === 0) return null;
  return (
    <details className={styles.details} open>
      <summary className={styles.summary}>
        Product details
        <ChevronDownIcon size={20} className={styles.chevron} />
      </summary>
      <dl className={styles.list}>
        {pairs.map(([label, value], i) => (
          <div key={`${label}-${i}`} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The long description, as plain text with its line breaks. */
export function ProductDescription({ text }: { text: string }) {
  if (!text.trim()) return null;
  return (
    <section className={styles.description} aria-labelledby="description-title">
      <h2 id="description-title" className={styles.heading}>
        Description
      </h2>
      <p className={styles.text}>{text}</p>
    </section>
  );
}
