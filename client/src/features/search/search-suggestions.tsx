import type { SearchSuggestionsResponse } from '@contracts/search-suggestions';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { categoryPath } from '@/features/catalog/category-selectors';
import { productPath } from '@/features/catalog/product-card';
import { cx } from '@/lib/cx';
import { useGetSearchSuggestionsQuery } from './search-suggestions-api';
import { SUGGEST_FROM_LENGTH, type SuggestionItem } from './suggestion-item';
import styles from './search-suggestions.module.css';

const DEBOUNCE_MS = 200;

export interface SearchSuggestionsProps {
  query: string;
  listId: string;
  active: number;
  /** The rows now shown, so the box can move through them and open one with Enter. */
  onItems: (items: SuggestionItem[]) => void;
  onPick: (item: SuggestionItem) => void;
}

function itemsOf(data: SearchSuggestionsResponse | undefined): SuggestionItem[] {
  if (!data) return [];
  return [
    ...data.categories.map(({ category, subCategory }) => ({
      key: `c${category._id}:${subCategory?._id ?? ''}`,
      label: subCategory ? subCategory.subCategoryName : category.categoryName,
      detail: subCategory ? `in ${category.categoryName}` : 'Category',
      to: categoryPath(category, subCategory?._id ?? -1),
    })),
    ...data.products.map((product) => ({
      key: `p${product._id}`,
      label: product.productName,
      detail: product.productBrand,
      to: productPath(product._id),
      image: product.coverImg,
    })),
  ];
}

/** The suggestions list under the search box (loaded on first typing, not with the page). */
export default function SearchSuggestions({
  query,
  listId,
  active,
  onItems,
  onPick,
}: SearchSuggestionsProps) {
  const [asked, setAsked] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(query), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const text = asked.trim();
  const { data } = useGetSearchSuggestionsQuery(
    text.length >= SUGGEST_FROM_LENGTH ? text : skipToken,
  );
  const items = useMemo(() => itemsOf(data), [data]);
  // Before the frame is drawn: the box says it is expanded (and which row is active) in the same
  // frame as the list shows, for screen readers and for whatever reads the page right after.
  useLayoutEffect(() => onItems(items), [items, onItems]);

  if (items.length === 0) return null;
  return (
    <ul id={listId} role="listbox" aria-label="Suggestions" className={styles.list}>
      {items.map((item, index) => (
        <li
          key={item.key}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          className={cx(styles.option, index === active && styles.active)}
          // Keeps the focus in the box, so the list does not close before the click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(item)}
        >
          {item.image !== undefined && (
            <span className={styles.thumb} aria-hidden="true">
              {item.image && <img src={item.image} alt="" width={32} height={40} />}
            </span>
          )}
          <span className={styles.text}>
            <span className={styles.label}>{item.label}</span>
            <span className={styles.detail}>{item.detail}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
