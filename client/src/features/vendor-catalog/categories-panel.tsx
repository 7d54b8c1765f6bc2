import type { Category } from '@contracts/catalog';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { GridIcon, PlusIcon } from '@/components/page-icons';
import { errorMessage } from '@/lib/api-error';
import { AddCategoryForm } from './add-category-form';
import { CategoryTable } from './category-table';
import { Disclosure } from './disclosure';
import { EditCategoryDialog } from './edit-category-dialog';
import { DELETE_CATEGORY_CONFIRM, NO_CATEGORY } from './catalog-messages';
import type { OrderedRow } from './display-order';
import { reportSave } from './report';
import {
  useDeleteCategoryMutation,
  useInsertCategoryMutation,
  useUpdateCategoryMutation,
  useSetCategoryIndexMutation,
  useSetCategoryStatusMutation,
} from './vendor-catalog-api';
import { Panel } from './panel';
import admin from './admin.module.css';

export const categoryRow = (category: Category): OrderedRow => ({
  id: category._id,
  name: category.categoryName,
  image: category.categoryImage,
  status: category.categoryStatus,
  index: category.categoryIndex,
});

interface CategoriesPanelProps {
  categories: Category[];
  selectedId?: number;
  onSelect: (id: number) => void;
}

/** Top Management's categories: the list with its controls, and the add form. */
export function CategoriesPanel({ categories, selectedId, onSelect }: CategoriesPanelProps) {
  const [insertCategory] = useInsertCategoryMutation();
  const [setStatus] = useSetCategoryStatusMutation();
  const [setIndex] = useSetCategoryIndexMutation();
  const [deleteCategory, { isLoading: deleting }] = useDeleteCategoryMutation();
  const [doomed, setDoomed] = useState<{ row: OrderedRow; position: number } | null>(null);
  const [updateCategory] = useUpdateCategoryMutation();
  const [editing, setEditing] = useState<OrderedRow | null>(null);

  const confirmDelete = async () => {
    if (!doomed) return;
    const result = await deleteCategory({ id: doomed.row.id, position: doomed.position });
    if (reportSave(result, `Deleted ${doomed.row.name}`)) setDoomed(null);
  };

  return (
    <Panel aria-labelledby="categories-title" role="region">
      <div className={admin.cardHeader}>
        <div>
          <h2 id="categories-title" className={admin.cardTitle}>
            Categories
          </h2>
          <p className={admin.cardText}>
            Choose a category to manage its sub-categories and products. Lower positions come first
            on the site.
          </p>
        </div>
      </div>
      {categories.length === 0 ? (
        <EmptyState icon={<GridIcon />} title={NO_CATEGORY} />
      ) : (
        <CategoryTable
          noun="category"
          rows={categories.map(categoryRow)}
          selectedId={selectedId}
          onSelect={onSelect}
          onToggle={async (row) =>
            reportSave(
              await setStatus({
                id: row.id,
                position: categories.findIndex((category) => category._id === row.id),
                status: row.status === 1 ? 0 : 1,
              }),
            )
          }
          onSaveOrder={async (order) => reportSave(await setIndex(order))}
          onDelete={(row, position) => setDoomed({ row, position })}
          onEdit={setEditing}
        />
      )}
      <hr className={admin.divider} />
      <Disclosure
        label="New category"
        icon={<PlusIcon size={18} />}
        defaultOpen={categories.length === 0}
      >
        {(close) => (
          <AddCategoryForm
            noun="Category"
            onCreate={async (name, image) => {
              const result = await insertCategory({ newCategoryName: name, images: [image] });
              if (result.error) return errorMessage(result.error);
              reportSave(result);
              const created = result.data.find((category) => category.categoryName === name);
              if (created) onSelect(created._id);
              close();
              return null;
            }}
          />
        )}
      </Disclosure>
      <EditCategoryDialog
        noun="Category"
        row={editing}
        onClose={() => setEditing(null)}
        onSave={async ({ name, image }) => {
          const result = await updateCategory({
            _id: editing!.id,
            newCategoryName: name,
            images: image ? [image] : undefined,
          });
          if (result.error) return errorMessage(result.error);
          reportSave(result);
          return null;
        }}
      />
      <ConfirmDialog
        open={doomed !== null}
        title={`Delete ${doomed?.row.name ?? 'category'}?`}
        message={DELETE_CATEGORY_CONFIRM}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDoomed(null)}
      />
    </Panel>
  );
}
