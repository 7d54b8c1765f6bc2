import type { Category } from '@contracts/catalog';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass } from '@/components/button';
import { PlusIcon } from '@/components/page-icons';
import { Select } from '@/components/select';
import { useGetVendorSubCategoriesQuery } from './vendor-catalog-api';
import { VendorProductList } from './vendor-product-list';
import { Panel } from './panel';
import admin from './admin.module.css';
import styles from './management-page.module.css';

const ALL = '-1';

/** The chosen category's products, all of them or one sub-category's. */
export function ProductsPanel({ category }: { category: Category }) {
  const { data: subCategories = [] } = useGetVendorSubCategoriesQuery(category._id);
  // The filter is kept in the address (?sub=), cleared when another category is chosen.
  const [params, setParams] = useSearchParams();
  const sub = params.get('sub') ?? ALL;
  const setSub = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('category', String(category._id));
        if (value === ALL) next.delete('sub');
        else next.set('sub', value);
        return next;
      },
      { replace: true },
    );
  const known = sub === ALL || subCategories.some((entry) => String(entry._id) === sub);
  const subCategory = known ? Number(sub) : -1;

  return (
    <Panel aria-labelledby="products-title" role="region">
      <div className={admin.cardHeader}>
        <div>
          <h2 id="products-title" className={admin.cardTitle}>
            Products in {category.categoryName}
          </h2>
          <p className={admin.cardText}>Hidden products are listed too. Open one to edit it.</p>
        </div>
        <Link to="/vendor/product" className={buttonClass('primary', 'sm')}>
          <PlusIcon size={16} />
          Add product
        </Link>
      </div>
      <Select
        className={styles.filter}
        label="Sub-category"
        value={known ? sub : ALL}
        onChange={(event) => setSub(event.target.value)}
        options={[
          { value: ALL, label: 'All sub-categories' },
          ...subCategories.map((entry) => ({
            value: String(entry._id),
            label: entry.subCategoryName,
          })),
        ]}
      />
      <VendorProductList arg={{ category: category._id, subCategory }} />
    </Panel>
  );
}
