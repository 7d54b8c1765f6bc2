import type { HTMLAttributes } from 'react';
import { cx } from '@/lib/cx';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  padding?: 'none' | 'md' | 'lg';
  interactive?: boolean;
}

/** A white surface with a hairline border; `interactive` adds the hover lift for link cards. */
export function Card({ padding = 'md', interactive, className, ...rest }: CardProps) {
  return (
    <div
      className={cx(styles.card, styles[padding], interactive && styles.interactive, className)}
      {...rest}
    />
  );
}
