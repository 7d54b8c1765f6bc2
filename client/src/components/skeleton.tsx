import type { CSSProperties } from 'react';
import { cx } from '@/lib/cx';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** e.g. "4 / 5" for image placeholders, so nothing shifts when the image arrives. */
  aspectRatio?: CSSProperties['aspectRatio'];
  radius?: 'sm' | 'md' | 'lg' | 'pill';
  className?: string;
  /**
   * Without the shimmer: a placeholder for what is not loading yet (a row that waits to come
   * near the viewport). The shimmer repaints every frame, so one left running off screen keeps
   * the browser drawing frames nobody sees.
   */
  still?: boolean;
}

/** A shimmering placeholder block; hidden from screen readers. */
export function Skeleton({
  width,
  height = '1em',
  aspectRatio,
  radius = 'md',
  className,
  still = false,
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(styles.skeleton, styles[radius], still && styles.still, className)}
      style={{ width, height: aspectRatio ? undefined : height, aspectRatio }}
    />
  );
}
