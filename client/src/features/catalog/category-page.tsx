import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useParams } from 'react-router-dom';
import { buttonClass } from '@/components/button';
import { ChipLinks } from '@/components/chips';
import { EmptyState } from '@/components/empty-state';
import { FilterIcon, TagIcon } from '@/components/page-icons';
import { FacetFilters } from '@/features/filters/facet-filters';
import { FilteredListing } from '@/features/filters/filtered-listing';
import { activeFilterCount } from '@/features/search/search-filters-state';
import { useSearchFilters } from '@/features/search/use-search-filters';
import { useGetRawDataQuery } from './catalog-api';
import { categoryPath, enabledCategories, enabledSubCategories } from './category-selectors';
import { ProductResults } from './product-results';
import { useGetCategoryProductsInfiniteQuery } from './products-api';
import { categoryArg, readCategoryRoute } from './route-params';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /c/{category}/{subCategory or -1}: sub-category chips, sort, size/colour/price/discount filters
 * (in the URL) and the category's products, 20 a page.
 */
export function CategoryPage() {
  const { category, activeSub, arg } = readCategoryRoute(useParams());
  const [filters, setFilters] = useSearchFilters();
  const { data } = useGetRawDataQuery();
  const listArg = arg && categoryArg(arg, filters);
  const products = useGetCategoryProductsInfiniteQuery(listArg ?? skipToken);
  // The name shown is the shop's, not the link's: a link keeps whatever name it was made with.
  const known =
    data && category && enabledCategories(data.categories).find((c) => c._id === category._id);
  const name = known ? known.categoryName : null;
  const subs = category ? enabledSubCategories(data?.subCategories ?? [], category._id) : [];
  const current = subs.find((sub) => sub._id === activeSub);
  usePageTitle(name && (current ? `${current.subCategoryName} | ${name}` : name));

  if (!category || (data && !known)) {
    return (
      <div className="container page">
        <EmptyState
          icon={<TagIcon />}
          title="We couldn’t find this category"
          description="The link may be old or mistyped. Pick a category from the menu, or start from the home page."
          action={
            <Link to="/" className={buttonClass('primary')}>
              Back to the shop
            </Link>
          }
        />
      </div>
    );
  }

  const scope = { category: category._id, subCategory: activeSub };
  const active = activeFilterCount(filters);
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
    <FilteredListing
      eyebrow={current ? `Shop ${current.subCategoryName}` : 'Shop the collection'}
      title={name ?? '\u00a0'}
      nav={<ChipLinks label={`${name ?? 'Category'} sub-categories`} chips={chips} />}
      filters={filters}
      onChange={setFilters}
      filtersLabel="Product filters"
      resultsLabel="Products"
      panel={(picked, change) => (
        <FacetFilters scope={scope} filters={picked} onChange={change} priceChoices />
      )}
    >
      <ProductResults
        key={JSON.stringify(listArg)}
        query={products}
        label={`${current?.subCategoryName ?? name ?? 'Category'} products`}
        empty={
          active > 0
            ? {
                icon: <FilterIcon />,
                title: 'No products match these filters',
                description: 'Try removing a filter or two.',
              }
            : {
                icon: <TagIcon />,
                title: 'Sorry, No Product',
                description:
                  'There is nothing here just yet. New styles are added often, so check back soon.',
              }
        }
      />
    </FilteredListing>
  );
}
