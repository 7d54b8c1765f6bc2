import { BellIcon } from '@/components/icons';
import { IconWithCount } from '@/components/icon-count';
import { MenuStandIn } from '@/components/menu-stand-in';

/**
 * The header's bell before its code arrives (just after the first render): the same button,
 * with no count, since nobody is known to be signed in yet.
 */
export function BellButton({ className, onClick }: { className?: string; onClick: () => void }) {
  return (
    <MenuStandIn className={className} label="Notifications" onClick={onClick}>
      <IconWithCount icon={<BellIcon />} count={0} />
    </MenuStandIn>
  );
}
