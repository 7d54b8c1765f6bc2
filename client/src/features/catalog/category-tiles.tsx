import type { Category, SubCategory } from '@contracts/catalog';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { TagIcon } from '@/components/page-icons';
import { Skeleton } from '@/components/skeleton';
import { categoryPath, homeTileSubCategories } from './category-selectors';
import styles from './category-tiles.module.css';

export interface CategoryTilesProps {
  categories: Category[];
  subCategories: SubCategory[];
  loading: boolean;
}

/** Category tiles (index <= 4, enabled) with their first enabled sub-categories. */
export function CategoryTiles({ categories, subCategories, loading }: CategoryTilesProps) {
  return (
    <section
      id="categories"
      className={`container ${styles.section}`}
      aria-labelledby="tiles-title"
    >
      <div className={styles.head}>
        <h2 id="tiles-title" className={styles.title}>
          Shop by category
        </h2>
        <p className={styles.subtitle}>Find your fit, from everyday basics to festive wear.</p>
      </div>
      {loading ? (
        <ul className={styles.grid}>
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className={styles.tile}>
              <Skeleton aspectRatio="4 / 5" radius="lg" />
              <Skeleton width="60%" height={18} />
            </li>
          ))}
        </ul>
      ) : categories.length === 0 ? (
        <EmptyState
          icon={<TagIcon />}
          title="New collections are on their way"
          description="Check back soon to see what’s in store."
        />
      ) : (
        <ul className={styles.grid}>
          {categories.map((category) => {
            const subs = homeTileSubCategories(subCategories, category._id);
            return (
              <li key={category._id} className={styles.tile}>
                <Link to={categoryPath(category)} className={styles.card}>
                  <span className={styles.media}>
                    <img
                      src={category.categoryImage}
                      alt=""
                      width={400}
                      height={500}
                      loading="lazy"
                      decoding="async"
                    />
                  </span>
                  <span className={styles.name}>{category.categoryName}</span>
                </Link>
                {subs.length > 0 && (
                  <ul
                    className={styles.subs}
                    aria-label={`${category.categoryName} sub-categories`}
                  >
                    {subs.map((sub) => (
                      <li key={sub._id}>
                        <Link to={categoryPath(category, sub._id)} className={styles.sub}>
                          {sub.subCategoryName}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
