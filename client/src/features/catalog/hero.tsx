import type { Category } from '@contracts/catalog';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { getShopName } from '@/lib/shop-name';
import { categoryPath } from './category-selectors';
import styles from './hero.module.css';

/** The home page's opening: a headline, two calls to action and a collage of categories. */
export function Hero({ categories, loading }: { categories: Category[]; loading: boolean }) {
  const first = categories[0];
  const collage = categories.slice(0, 3);
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>New season at {getShopName()}</p>
          <h1 id="hero-title" className={styles.title}>
            Wear what feels <em>like you</em>.
          </h1>
          <p className={styles.lead}>
            Easy everyday pieces and occasion favourites, picked for comfort and made to be worn on
            repeat.
          </p>
          <div className={styles.actions}>
            {first ? (
              <Link to={categoryPath(first)} className={buttonClass('primary', 'lg')}>
                Shop {first.categoryName}
              </Link>
            ) : null}
            <a href="#categories" className={buttonClass('secondary', 'lg')}>
              Browse categories
            </a>
          </div>
        </div>
        <div className={styles.collage} aria-hidden="true">
          {loading
            ? [0, 1, 2].map((i) => <Skeleton key={i} className={styles.frame} radius="lg" />)
            : collage.map((category, i) => (
                <div key={category._id} className={styles.frame}>
                  <img
                    src={category.categoryImage}
                    alt=""
                    width={480}
                    height={600}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    decoding="async"
                  />
                  <span className={styles.tag}>{category.categoryName}</span>
                </div>
              ))}
        </div>
      </div>
    </section>
  );
}
