import type { ProductDetail } from '@contracts/products';
import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '@/components/page-icons';
import { useGetRawDataQuery } from './catalog-api';
import { categoryPath } from './category-selectors';
import styles from './product-page.module.css';

/** Home › category › sub-category, each linking to its listing. */
export function DepartmentPath({ department }: { department: ProductDetail['department'] }) {
  const { data } = useGetRawDataQuery();
  const { category, subCategory } = department;
  const categoryIndex = data?.categories.find((c) => c._id === category._id)?.categoryIndex ?? 0;
  const ref = { ...category, categoryIndex };
  const crumbs = [
    { to: '/', label: 'Home' },
    { to: categoryPath(ref), label: category.categoryName },
    ...(subCategory._id > 0
      ? [{ to: categoryPath(ref, subCategory._id), label: subCategory.subCategoryName }]
      : []),
  ];
  return (
    <nav aria-label="Breadcrumb" className={styles.crumbs}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={crumb.to}>
            {i > 0 && <ChevronRightIcon size={14} />}
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
