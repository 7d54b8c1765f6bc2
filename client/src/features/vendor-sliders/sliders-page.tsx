import { EmptyState } from '@/components/empty-state';
import { SlidersIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';

/** /vendor/general/sliders: 'Main Slider Control' for the home page banners. */
export function SlidersPage() {
  return (
    <>
      <PageHeader
        title="Main Slider Control"
        description="Each banner needs a link and two images: one for desktop, one for mobile."
      />
      <EmptyState
        icon={<SlidersIcon />}
        title="Home page banners are listed here"
        description="Banners play on the home page in the order listed, every 3 seconds."
      />
    </>
  );
}
