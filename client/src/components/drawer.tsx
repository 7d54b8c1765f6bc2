import { Dialog, type DialogProps } from './dialog';

export type DrawerProps = Omit<DialogProps, 'placement' | 'size'> & { side?: 'left' | 'right' };

/** A side sheet for phones (menus, category lists): a Dialog placed at the edge. */
export function Drawer({ side = 'left', ...rest }: DrawerProps) {
  return <Dialog placement={side} {...rest} />;
}
