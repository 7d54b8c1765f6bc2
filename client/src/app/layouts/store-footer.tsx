import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { useGetRawDataQuery } from '@/features/catalog/catalog-api';
import { categoryPath, toolbarCategories } from '@/features/catalog/category-selectors';
import { getShopName } from '@/lib/shop-name';
import styles from './store-footer.module.css';

export function StoreFooter() {
  const shopName = getShopName();
  const { data } = useGetRawDataQuery();
  const categories = useMemo(() => toolbarCategories(data?.categories ?? []), [data]);
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo name={shopName} />
          <p className={styles.text}>
            Clothing for every day and every occasion. Browse new arrivals, order in a few taps and
            follow every order to your door.
          </p>
        </div>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.heading}>
            Shop
          </h2>
          <ul className={styles.links}>
            {categories.map((category) => (
              <li key={category._id}>
                <Link to={categoryPath(category)}>{category.categoryName}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.heading}>
            Your account
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to="/orders">Returns &amp; Orders</Link>
            </li>
            <li>
              <Link to="/cart">Cart</Link>
            </li>
            <li>
              <Link to="/profile">Profile</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {year} {shopName}. All prices in Indian rupees (₹).
        </p>
        <p>Secure payments · Order tracking · Printable invoices</p>
      </div>
    </footer>
  );
}
