import { Link } from 'react-router-dom';
import { IconWithCount } from '@/components/icon-count';
import { HeartIcon } from '@/components/icons';
import { useWishlistSession } from './use-wishlist';

/**
 * Header heart with the number of saved products (signed in); it also keeps the wishlist in
 * step with the session (the header is on every storefront page).
 */
export function WishlistLink({ className }: { className?: string }) {
  const count = useWishlistSession();
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
