import type { ReactNode } from 'react';
import styles from './menu.module.css';

interface MenuStandInProps {
  className?: string;
  /** Accessible name, when the content is not enough. */
  label?: string;
  /** 'menu' for a Menu's button; a Popover's has none. */
  hasPopup?: 'menu';
  onClick: () => void;
  children: ReactNode;
}

/**
 * The button of a Menu or a Popover (menu.tsx, popover.tsx), closed, in the same box, for the
 * moment before their code arrives; the caller opens the real one with `defaultOpen` if it was
 * clicked.
 */
export function MenuStandIn({ className, label, hasPopup, onClick, children }: MenuStandInProps) {
  return (
    <div className={styles.root}>
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup={hasPopup}
        aria-expanded={false}
        onClick={onClick}
      >
        {children}
      </button>
    </div>
  );
}
