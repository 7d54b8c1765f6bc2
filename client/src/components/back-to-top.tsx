import { Button } from './button';
import { ArrowUpIcon } from './page-icons';

/** Shown at the end of an exhausted list: back to the top of the page, focus on the main area. */
export function BackToTop({ className }: { className?: string }) {
  const onClick = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <div className={className}>
      <Button variant="secondary" icon={<ArrowUpIcon size={18} />} onClick={onClick}>
        Back To Top
      </Button>
    </div>
  );
}
