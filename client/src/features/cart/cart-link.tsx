import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { IconWithCount } from '@/components/icon-count';
import { BagIcon } from '@/components/icons';
import { selectCartAddedCount, selectCartCount } from './cart-slice';
import styles from './cart-link.module.css';

/**
 * Header cart icon with the number of cart lines; it bounces for 2 s when a line is added. (The
 * header keeps the cart in step with the session with useCartSession, after its first render.)
 */
export function CartLink({ className }: { className?: string }) {
  const count = useAppSelector(selectCartCount);
  const added = useAppSelector(selectCartAddedCount);
  return (
    <Link
      to="/cart"
      className={className}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      {/* A new key restarts the animation on every added line. */}
      <span key={added} className={added > 0 ? styles.bump : undefined}>
        <IconWithCount icon={<BagIcon />} count={count} />
      </span>
    </Link>
  );
}
