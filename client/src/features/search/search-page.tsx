import { useParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { SearchIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';

/** /search/{searchItem}: filters, sorting and results arrive with the search feature. */
export function SearchPage() {
  const { searchItem = '' } = useParams();
  return (
    <div className="container page">
      <PageHeader eyebrow="Search results" title={`“${searchItem}”`} />
      <EmptyState
        icon={<SearchIcon />}
        title="sorry, There is no item for this search"
        description="Try a shorter word, a different spelling or a category name."
      />
    </div>
  );
}
