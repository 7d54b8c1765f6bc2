import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import styles from './menu.module.css';

export interface PopoverProps {
  trigger: ReactNode;
  triggerLabel: string;
  triggerClassName?: string;
  title: string;
  children: ReactNode;
  onOpen?: () => void;
  /** Extra classes for the panel (e.g. a different placement on phones). */
  panelClassName?: string;
  /** Opens at mount (a click that came before the popover's code did). */
  defaultOpen?: boolean;
}

/** A button that toggles a small non-modal panel; Esc and outside clicks close it. */
export function Popover({
  trigger,
  triggerLabel,
  triggerClassName,
  title,
  children,
  onOpen,
  panelClassName,
  defaultOpen = false,
}: PopoverProps) {
  const [open, setOpen] = useState(defaultOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        {trigger}
      </button>
      {open && (
        <section
          id={panelId}
          aria-label={title}
          className={cx(styles.menu, styles.end, styles.panel, panelClassName)}
        >
          <h2 className={styles.panelTitle}>{title}</h2>
          {children}
        </section>
      )}
    </div>
  );
}
