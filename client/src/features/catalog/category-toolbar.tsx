import { useMemo } from 'react';
import { NavLink } from 'react-router-dom';
import { MenuIcon } from '@/components/icons';
import { Skeleton } from '@/components/skeleton';
import { cx } from '@/lib/cx';
import { useGetRawDataQuery } from './catalog-api';
import { categoryPath, TOOLBAR_CATEGORY_COUNT, toolbarCategories } from './category-selectors';
import styles from './category-toolbar.module.css';

/** 'All' (opens the category drawer) plus the first 5 enabled categories by index. */
export function CategoryToolbar({
  onOpenAll,
  className,
}: {
  onOpenAll: () => void;
  className?: string;
}) {
  const { data, isLoading } = useGetRawDataQuery();
  const categories = useMemo(() => toolbarCategories(data?.categories ?? []), [data]);

  return (
    <nav aria-label="Categories" className={cx(styles.toolbar, className)}>
      <div className={cx('container', styles.inner)}>
        <button type="button" className={styles.all} aria-haspopup="dialog" onClick={onOpenAll}>
          <MenuIcon size={18} />
          All
        </button>
        <ul className={styles.list}>
          {isLoading
            ? Array.from({ length: TOOLBAR_CATEGORY_COUNT }, (_, i) => (
                <li key={i} className={styles.placeholder}>
                  <Skeleton width={72} height={12} radius="pill" />
                </li>
              ))
            : categories.map((category) => (
                <li key={category._id}>
                  <NavLink
                    to={categoryPath(category)}
                    className={({ isActive }) => cx(styles.link, isActive && styles.active)}
                  >
                    {category.categoryName}
                  </NavLink>
                </li>
              ))}
        </ul>
      </div>
    </nav>
  );
}
