import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { ChevronDownIcon } from '@/components/icons';
import { cx } from '@/lib/cx';
import styles from './disclosure.module.css';

interface DisclosureProps {
  label: ReactNode;
  icon?: ReactNode;
  defaultOpen?: boolean;
  /** The content, or a function given `close` (e.g. to fold a form away once it is saved). */
  children: ReactNode | ((close: () => void) => ReactNode);
}

/** A button that shows or hides a form below it (aria-expanded). */
export function Disclosure({ label, icon, defaultOpen = false, children }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const regionId = useId();
  return (
    <div className={styles.disclosure}>
      <Button
        variant="secondary"
        icon={icon}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
      >
        {label}
        <ChevronDownIcon size={16} className={cx(styles.chevron, open && styles.open)} />
      </Button>
      <div id={regionId} hidden={!open} className={styles.body}>
        {open && (typeof children === 'function' ? children(() => setOpen(false)) : children)}
      </div>
    </div>
  );
}
