import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '@/lib/cx';
import { CloseIcon } from './page-icons';
import { useModal } from './use-modal';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** center: a dialog; left/right: a side drawer. */
  placement?: 'center' | 'left' | 'right';
  size?: 'sm' | 'md' | 'lg';
  /** A centred dialog becomes a bottom sheet on phones (forms that are easier at thumb reach). */
  sheetOnPhone?: boolean;
  className?: string;
}

/** Modal dialog (aria-modal, focus trap, Esc and the backdrop close it). */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  onClose,
  title,
  description,
  children,
  footer,
  placement = 'center',
  size = 'md',
  sheetOnPhone = false,
  className,
}: DialogProps) {
  const sheet = sheetOnPhone && placement === 'center';
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModal(panelRef, onClose);

  return (
    <div
      className={cx(styles.scrim, styles[`scrim-${placement}`], sheet && styles.sheetScrim)}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx(
          styles.panel,
          styles[placement],
          styles[size],
          sheet && styles.sheet,
          className,
        )}
      >
        <header className={styles.header}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            )}
          </div>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            <CloseIcon size={20} />
          </button>
        </header>
        <DialogBody>{children}</DialogBody>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>
  );
}

/**
 * The dialog's content. While it is taller than the dialog it scrolls, and is then focusable so
 * a keyboard can scroll it too (a canceled order's detail has no control inside to tab to).
 */
function DialogBody({ children }: { children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const body = ref.current;
    if (!body || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(body.scrollHeight > body.clientHeight + 1);
    // The body keeps its size in a full-height drawer: its content is what grows and shrinks.
    const observer = new ResizeObserver(check);
    observer.observe(body);
    for (const child of body.children) observer.observe(child);
    check();
    return () => observer.disconnect();
  }, [children]);
  return (
    <div ref={ref} className={styles.body} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </div>
  );
}
