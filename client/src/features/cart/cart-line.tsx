import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { AlertIcon } from '@/components/page-icons';
import { formatMoney } from '@/lib/money';
import { TrashIcon } from './cart-icons';
import { unitPrice } from './cart-slice';
import type { CartLine } from './cart-types';
import { QuantityStepper } from './quantity-stepper';
import styles from './cart-page.module.css';

export interface CartLineViewProps {
  line: CartLine;
  /** "Size: M · Colour: Red" for a variant. */
  variant: string;
  /** The quantity shown (chosen with the stepper, not saved yet when it differs from the line's). */
  quantity: number;
  busy: boolean;
  onQuantityChange: (quantity: number) => void;
  onUpdate: () => void;
  onRemove: (line: CartLine) => void;
}

/** One cart line: picture, name, variant, unit price, quantity with Update, line total, Remove. */
export function CartLineView({
  line,
  variant,
  quantity,
  busy,
  onQuantityChange,
  onUpdate,
  onRemove,
}: CartLineViewProps) {
  const price = unitPrice(line);
  const mrp = (line.productType === 1 ? line.varient?.general.mrp : line.price?.mrp) ?? null;
  const changed = quantity !== line.itemQty;

  return (
    <li className={styles.line}>
      <Link to={`/item/info/${line.id}`} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {line.coverImg && (
          <img
            src={line.coverImg}
            alt=""
            width={112}
            height={140}
            loading="lazy"
            decoding="async"
          />
        )}
      </Link>
      <div className={styles.info}>
        <div className={styles.head}>
          <div>
            <h2 className={styles.name}>
              <Link to={`/item/info/${line.id}`}>{line.name}</Link>
            </h2>
            {variant && <p className={styles.variant}>{variant}</p>}
          </div>
          <p className={styles.lineTotal}>
            <span className="sr-only">Line total </span>
            {formatMoney(price * quantity)}
          </p>
        </div>
        <p className={styles.unit}>
          {formatMoney(price)} each
          {mrp !== null && mrp > price && (
            <s className={styles.mrp}>
              <span className="sr-only">MRP </span>
              {formatMoney(mrp)}
            </s>
          )}
        </p>
        {line.problem && (
          <p className={styles.problem} role="alert">
            <AlertIcon size={16} /> {line.problem}
          </p>
        )}
        <div className={styles.controls}>
          <QuantityStepper
            value={quantity}
            max={line.stock}
            label={`Quantity of ${line.name}`}
            disabled={busy}
            onChange={onQuantityChange}
          />
          {changed && (
            <Button size="sm" disabled={busy} onClick={onUpdate}>
              Update
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className={styles.remove}
            icon={<TrashIcon size={16} />}
            disabled={busy}
            onClick={() => onRemove(line)}
            aria-label={`Remove ${line.name}`}
          >
            Remove
          </Button>
        </div>
        {line.stock > 0 && line.stock <= 5 && (
          <p className={styles.stockNote}>Only {line.stock} left in stock</p>
        )}
      </div>
    </li>
  );
}
