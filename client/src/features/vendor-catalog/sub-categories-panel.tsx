import type { Category, SubCategory } from '@contracts/catalog';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { GridIcon, PlusIcon } from '@/components/page-icons';
import { Skeleton } from '@/components/skeleton';
import { errorMessage } from '@/lib/api-error';
import { AddCategoryForm } from './add-category-form';
import { CategoryTable } from './category-table';
import { EditCategoryDialog } from './edit-category-dialog';
import { Disclosure } from './disclosure';
import { DELETE_SUB_CATEGORY_CONFIRM } from './catalog-messages';
import type { OrderedRow } from './display-order';
import { reportSave } from './report';
import {
  useDeleteSubCategoryMutation,
  useGetVendorSubCategoriesQuery,
  useInsertSubCategoryMutation,
  useUpdateSubCategoryMutation,
  useSetSubCategoryIndexMutation,
  useSetSubCategoryStatusMutation,
} from './vendor-catalog-api';
import { Panel } from './panel';
import admin from './admin.module.css';

export const subCategoryRow = (sub: SubCategory): OrderedRow => ({
  id: sub._id,
  name: sub.subCategoryName,
  image: sub.subCategoryImage,
  status: sub.subCategoryStatus,
  index: sub.subCategoryIndex,
});

/** The chosen category's sub-categories, with the same controls as the categories. */
export function SubCategoriesPanel({ category }: { category: Category }) {
  const parent = category._id;
  const { data: subCategories, isLoading } = useGetVendorSubCategoriesQuery(parent);
  const [insertSubCategory] = useInsertSubCategoryMutation();
  const [setStatus] = useSetSubCategoryStatusMutation();
  const [setIndex] = useSetSubCategoryIndexMutation();
  const [updateSubCategory] = useUpdateSubCategoryMutation();
  const [editing, setEditing] = useState<OrderedRow | null>(null);
  const [deleteSubCategory, { isLoading: deleting }] = useDeleteSubCategoryMutation();
  const [doomed, setDoomed] = useState<{ row: OrderedRow; position: number } | null>(null);

  const confirmDelete = async () => {
    if (!doomed) return;
    const result = await deleteSubCategory({
      id: doomed.row.id,
      position: doomed.position,
      parent,
    });
    if (reportSave(result, `Deleted ${doomed.row.name}`)) setDoomed(null);
  };

  return (
    <Panel aria-labelledby="sub-categories-title" role="region">
      <div className={admin.cardHeader}>
        <div>
          <h2 id="sub-categories-title" className={admin.cardTitle}>
            Sub-categories of {category.categoryName}
          </h2>
          <p className={admin.cardText}>Shoppers browse these under the category.</p>
        </div>
      </div>
      {isLoading || !subCategories ? (
        <Skeleton height={140} />
      ) : subCategories.length === 0 ? (
        <EmptyState icon={<GridIcon />} title="No Sub-Category Available" />
      ) : (
        <CategoryTable
          noun="sub-category"
          rows={subCategories.map(subCategoryRow)}
          onToggle={async (row) =>
            reportSave(await setStatus({ id: row.id, status: row.status === 1 ? 0 : 1, parent }))
          }
          onSaveOrder={async (order) => reportSave(await setIndex({ order, parent }))}
          onDelete={(row, position) => setDoomed({ row, position })}
          onEdit={setEditing}
        />
      )}
      <hr className={admin.divider} />
      {subCategories && (
        <Disclosure
          label="New sub-category"
          icon={<PlusIcon size={18} />}
          defaultOpen={subCategories.length === 0}
        >
          {(close) => (
            <AddCategoryForm
              noun="Sub-Category"
              onCreate={async (name, image) => {
                const result = await insertSubCategory({
                  newSubCategoryName: name,
                  parent,
                  images: [image],
                });
                if (result.error) return errorMessage(result.error);
                reportSave(result);
                close();
                return null;
              }}
            />
          )}
        </Disclosure>
      )}
      <EditCategoryDialog
        noun="Sub-Category"
        row={editing}
        onClose={() => setEditing(null)}
        onSave={async ({ name, image }) => {
          const result = await updateSubCategory({
            _id: editing!.id,
            parent,
            newSubCategoryName: name,
            images: image ? [image] : undefined,
          });
          if (result.error) return errorMessage(result.error);
          reportSave(result);
          return null;
        }}
      />
      <ConfirmDialog
        open={doomed !== null}
        title={`Delete ${doomed?.row.name ?? 'sub-category'}?`}
        message={DELETE_SUB_CATEGORY_CONFIRM}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDoomed(null)}
      />
    </Panel>
  );
}
