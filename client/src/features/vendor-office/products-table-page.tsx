import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Select } from '@/components/select';
import { Skeleton } from '@/components/skeleton';
import { formatMoney, formatPriceRange } from '@/lib/money';
import { useGetVendorCategoriesQuery } from '@/features/vendor-catalog/vendor-catalog-api';
import { BulkBar } from './bulk-bar';
import { useGetOfficeProductsQuery } from './office-api';
import { ProductsCsvActions } from './products-csv';
import { Pager, rangeText } from './pager';
import { useUrlFilters } from './use-url-filters';
import styles from './office-table.module.css';
import { TableSearch } from './table-search';

const KEYS = ['q', 'categoryId', 'status', 'stock'] as const;

const STATUS_OPTIONS = [
  { value: '', label: 'Shown and hidden' },
  { value: '1', label: 'Shown' },
  { value: '0', label: 'Hidden' },
];
const STOCK_OPTIONS = [
  { value: '', label: 'Any stock' },
  { value: 'in', label: 'In stock' },
  { value: 'low', label: 'Low stock' },
  { value: 'out', label: 'Sold out' },
];

/** /vendor/products: every product in one table, with filters and bulk changes. */
export function ProductsTablePage() {
  const { values, page, set } = useUrlFilters(KEYS);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const categories = useGetVendorCategoriesQuery();
  const filters = {
    q: values.q,
    categoryId: values.categoryId,
    status: values.status,
    stock: (values.stock || undefined) as 'in' | 'low' | 'out' | undefined,
  };
  const { data, isFetching, isError, refetch } = useGetOfficeProductsQuery({ ...filters, page });

  const filter = (changes: Partial<Record<(typeof KEYS)[number] | 'page', string>>) => {
    setSelected(new Set());
    set(changes);
  };
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const pageIds = data?.rows.map((row) => row.id) ?? [];
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  return (
    <>
      <PageHeader
        title="Products"
        description="Find a product, check its stock and prices, and change many at once."
        actions={
          <>
            <ProductsCsvActions filters={filters} />
            <Link to="/vendor/product" className={buttonClass('primary')}>
              Add a product
            </Link>
          </>
        }
      />
      <div className={styles.toolbar}>
        <TableSearch
          label="Search the catalogue"
          placeholder="Name, brand or id"
          query={values.q}
          onSearch={(q) => filter({ q })}
        />
        <Select
          className={styles.filter}
          label="Category"
          options={[
            { value: '', label: 'All categories' },
            ...(categories.data ?? []).map((c) => ({
              value: String(c._id),
              label: c.categoryName,
            })),
          ]}
          value={values.categoryId}
          onChange={(event) => filter({ categoryId: event.target.value })}
        />
        <Select
          className={styles.filter}
          label="Status"
          options={STATUS_OPTIONS}
          value={values.status}
          onChange={(event) => filter({ status: event.target.value })}
        />
        <Select
          className={styles.filter}
          label="Stock"
          options={STOCK_OPTIONS}
          value={values.stock}
          onChange={(event) => filter({ stock: event.target.value })}
        />
      </div>
      {selected.size > 0 && <BulkBar ids={[...selected]} onDone={() => setSelected(new Set())} />}
      {isError ? (
        <ErrorState title="The products could not load" onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton height="20rem" />
      ) : data.rows.length === 0 ? (
        <EmptyState title="No products match" description="Try another search or fewer filters." />
      ) : (
        <>
          <p className={styles.summary} aria-live="polite">
            <span>
              {rangeText(data.page, data.pageSize, data.rows.length, data.total, 'products')}
            </span>
            {isFetching && <span>Updating…</span>}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>
                    <input
                      type="checkbox"
                      className={styles.check}
                      aria-label="Select every product on this page"
                      checked={allOnPage}
                      onChange={() =>
                        setSelected((current) => {
                          const next = new Set(current);
                          for (const id of pageIds) {
                            if (allOnPage) next.delete(id);
                            else next.add(id);
                          }
                          return next;
                        })
                      }
                    />
                  </th>
                  <th>Product</th>
                  <th>Category</th>
                  <th>Status</th>
                  <th className={styles.num}>Price</th>
                  <th className={styles.num}>MRP</th>
                  <th className={styles.num}>Stock</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.id}>
                    <td data-label="Select">
                      <input
                        type="checkbox"
                        className={styles.check}
                        aria-label={`Select ${row.name}`}
                        checked={selected.has(row.id)}
                        onChange={() => toggle(row.id)}
                      />
                    </td>
                    <td data-label="Product">
                      <span className={styles.nameCell}>
                        {row.cover ? (
                          <img src={row.cover} alt="" className={styles.thumb} loading="lazy" />
                        ) : (
                          <span className={styles.thumb} />
                        )}
                        <span>
                          <Link to={`/vendor/product/${row.id}`}>{row.name}</Link>
                          <br />
                          <span className={styles.muted}>
                            #{row.id}
                            {row.brand && ` · ${row.brand}`}
                            {row.type === 1 && ` · ${row.variants} variants`}
                          </span>
                        </span>
                      </span>
                    </td>
                    <td data-label="Category">
                      <span>
                        {row.category} <span className={styles.muted}>/ {row.subCategory}</span>
                      </span>
                    </td>
                    <td data-label="Status">{row.status === 1 ? 'Shown' : 'Hidden'}</td>
                    <td data-label="Price" className={styles.num}>
                      {row.minPrice === null
                        ? '—'
                        : formatPriceRange(row.minPrice, row.maxPrice ?? row.minPrice)}
                    </td>
                    <td data-label="MRP" className={styles.num}>
                      {row.mrp === null ? '—' : formatMoney(row.mrp)}
                    </td>
                    <td data-label="Stock" className={styles.num}>
                      {row.stock === 0 ? <strong>Sold out</strong> : row.stock}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(next) => filter({ page: String(next) })}
          />
        </>
      )}
    </>
  );
}
