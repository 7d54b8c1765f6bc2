import { useParams } from 'react-router-dom';
import { ChipLinks } from '@/components/chips';
import { EmptyState } from '@/components/empty-state';
import { TagIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { useGetRawDataQuery } from './catalog-api';
import { categoryPath, enabledSubCategories, parseCategoryParam } from './category-selectors';

/** /c/{category}/{subCategory or -1}: sub-category chips; the product grid arrives later. */
export function CategoryPage() {
  const params = useParams();
  const category = parseCategoryParam(params.category);
  const activeSub = Number(params.subCategory ?? -1);
  const { data } = useGetRawDataQuery();

  if (!category) {
    return (
      <div className="container page">
        <EmptyState
          title="This category link is not valid"
          description="Pick a category from the menu above."
        />
      </div>
    );
  }

  const subs = enabledSubCategories(data?.subCategories ?? [], category._id);
  const current = subs.find((sub) => sub._id === activeSub);
  const chips = [
    { key: 'all', label: 'All', to: categoryPath(category), active: activeSub === -1 },
    ...subs.map((sub) => ({
      key: sub._id,
      label: sub.subCategoryName,
      to: categoryPath(category, sub._id),
      active: sub._id === activeSub,
    })),
  ];

  return (
    <div className="container page">
      <PageHeader
        eyebrow={current ? category.categoryName : 'Category'}
        title={current?.subCategoryName ?? category.categoryName}
      />
      <ChipLinks label={`${category.categoryName} sub-categories`} chips={chips} />
      <EmptyState
        icon={<TagIcon />}
        title="Sorry, No Product"
        description="There is nothing here just yet. New styles are added often, so check back soon."
      />
    </div>
  );
}
