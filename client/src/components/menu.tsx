import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '@/lib/cx';
import styles from './menu.module.css';

export interface MenuItem {
  label: string;
  icon?: ReactNode;
  /** A link target, or… */
  to?: string;
  /** …an action. */
  onSelect?: () => void;
}

export interface MenuProps {
  /** Visible button content. */
  trigger: ReactNode;
  /** Accessible name of the button when its content is not enough. */
  triggerLabel?: string;
  items: MenuItem[];
  align?: 'start' | 'end';
  triggerClassName?: string;
  /** Opens at mount (a click that came before the menu's code did). */
  defaultOpen?: boolean;
}

/** A menu button: Enter/Space/ArrowDown open it, arrows move, Esc and outside clicks close it. */
export function Menu({
  trigger,
  triggerLabel,
  items,
  align = 'end',
  triggerClassName,
  defaultOpen = false,
}: MenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const menuItems = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    menuItems()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key as 'ArrowDown' | 'ArrowUp'];
    if (step) {
      event.preventDefault();
      list[(index + step + list.length) % list.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={triggerClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger}
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          className={cx(styles.menu, styles[align])}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <li key={item.label} role="none">
              {item.to ? (
                <Link
                  role="menuitem"
                  to={item.to}
                  className={styles.item}
                  onClick={() => close(false)}
                >
                  {item.icon}
                  {item.label}
                </Link>
              ) : (
                <button
                  role="menuitem"
                  type="button"
                  className={styles.item}
                  onClick={() => {
                    close(false);
                    item.onSelect?.();
                  }}
                >
                  {item.icon}
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
