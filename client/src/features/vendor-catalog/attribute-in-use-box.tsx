import { CloseIcon } from '@/components/page-icons';
import { attributeInUseMessage, FIRST_DELETE_PRODUCTS } from './attribute-messages';
import styles from './attributes-page.module.css';

interface AttributeInUseBoxProps {
  /** The server's refusal: [attribute name, product ids] pairs. */
  errors: [string, number[]][];
  onClose: () => void;
}

/** The closable red box shown when an attribute cannot be deleted yet. */
export function AttributeInUseBox({ errors, onClose }: AttributeInUseBoxProps) {
  return (
    <div role="alert" className={styles.inUse}>
      <div className={styles.inUseText}>
        {errors.map(([attribute, ids]) => (
          <p key={attribute} className={styles.inUseLine}>
            {attributeInUseMessage(attribute, ids)}
          </p>
        ))}
        <p>{FIRST_DELETE_PRODUCTS}</p>
      </div>
      <button
        type="button"
        className={styles.inUseClose}
        aria-label="Close error"
        onClick={onClose}
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
