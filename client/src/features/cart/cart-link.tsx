import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { IconWithCount } from '@/components/icon-count';
import { BagIcon } from '@/components/icons';
import { selectCartCount } from './cart-slice';

/** Header cart icon with the number of cart lines. */
export function CartLink({ className }: { className?: string }) {
  const count = useAppSelector(selectCartCount);
  return (
    <Link
      to="/cart"
      className={className}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      <IconWithCount icon={<BagIcon />} count={count} />
    </Link>
  );
}
