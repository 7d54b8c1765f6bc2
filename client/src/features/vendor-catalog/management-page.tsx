import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { GridIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { useGetRawDataQuery } from '@/features/catalog/catalog-api';
import styles from './management-page.module.css';

/** /vendor/manage: 'Top Management'. Lists the categories; editing arrives with the catalogue admin. */
export function ManagementPage() {
  const { data, isLoading } = useGetRawDataQuery();
  const categories = [...(data?.categories ?? [])].sort(
    (a, b) => a.categoryIndex - b.categoryIndex,
  );
  const subCount = (id: number) =>
    data?.subCategories.filter((sub) => sub.subCategoryParent === id).length ?? 0;

  return (
    <>
      <PageHeader
        title="Top Management"
        description="Categories, sub-categories, their order on the site, and the products inside them."
      />
      {isLoading ? (
        <Skeleton height={240} radius="lg" />
      ) : categories.length === 0 ? (
        <EmptyState
          icon={<GridIcon />}
          title="No Category Available"
          description="Create the first category to start building your catalogue."
        />
      ) : (
        <Card padding="none">
          <h2 className={styles.heading}>Categories</h2>
          <ul className={styles.list}>
            {categories.map((category) => (
              <li key={category._id} className={styles.row}>
                <img src={category.categoryImage} alt="" width={48} height={48} loading="lazy" />
                <span className={styles.name}>{category.categoryName}</span>
                <span className={styles.meta}>
                  Position {category.categoryIndex} · {subCount(category._id)} sub-categories
                </span>
                {category.categoryStatus === 1 ? (
                  <Badge tone="success">Active</Badge>
                ) : (
                  <Badge>Inactive</Badge>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}
