import { Card, type CardProps } from '@/components/card';
import { cx } from '@/lib/cx';
import admin from './admin.module.css';

/** An admin section: a card named by its heading (`aria-labelledby`), roomier on desktop. */
export function Panel({ className, ...rest }: Omit<CardProps, 'padding'>) {
  return <Card padding="lg" role="region" className={cx(admin.panel, className)} {...rest} />;
}
