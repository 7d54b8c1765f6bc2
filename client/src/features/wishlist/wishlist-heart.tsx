import { HeartIcon } from '@/components/icons';
import { cx } from '@/lib/cx';
import { useIsSaved, useWishlistToggle } from './use-wishlist';
import styles from './wishlist-heart.module.css';

export interface WishlistHeartProps {
  productId: number;
  productName: string;
  /** 'icon': the round heart over a card's image; 'button': the product page's labelled button. */
  look?: 'icon' | 'button';
  className?: string;
}

/** The wishlist toggle: filled when the product is saved (aria-pressed says so too). */
export function WishlistHeart({
  productId,
  productName,
  look = 'icon',
  className,
}: WishlistHeartProps) {
  const saved = useIsSaved(productId);
  const toggle = useWishlistToggle();
  return (
    <button
      type="button"
      className={cx(styles[look], saved && styles.saved, className)}
      aria-pressed={saved}
      aria-label={look === 'icon' ? `Save ${productName} to wishlist` : undefined}
      onClick={() => void toggle(productId, saved)}
    >
      <HeartIcon filled={saved} size={look === 'icon' ? 18 : 20} className={styles.heart} />
      {look === 'button' && <span className={styles.label}>Wishlist</span>}
    </button>
  );
}
