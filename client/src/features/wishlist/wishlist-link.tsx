import { Link } from 'react-router-dom';
import { IconWithCount } from '@/components/icon-count';
import { HeartIcon } from '@/components/icons';

/** Header heart with the number of saved products (the count of a signed-in shopper). */
export function WishlistLink({ className, count }: { className?: string; count: number }) {
  return (
    <Link
      to="/wishlist"
      className={className}
      aria-label={`Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      <IconWithCount icon={<HeartIcon />} count={count} />
    </Link>
  );
}
