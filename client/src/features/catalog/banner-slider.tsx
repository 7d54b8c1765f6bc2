import type { Slider } from '@contracts/products';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Skeleton } from '@/components/skeleton';
import { SLIDER_AUTOPLAY_MS } from '@/lib/shop-constants';
import { BannerPicture } from './banner-picture';
import styles from './banner.module.css';

const BannerSwiper = lazy(() =>
  import('./banner-swiper').then((m) => ({ default: m.BannerSwiper })),
);

/** Runs `after` ms past the page's load event, when the browser is idle; returns a canceller. */
function afterPageLoad(after: number, run: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = () => !cancelled && run();
  const schedule = () => {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(go, { timeout: 1000 });
      else go();
    }, after);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    clearTimeout(timer);
    window.removeEventListener('load', schedule);
  };
}

type Takeover = 'none' | 'autoplay' | 'interaction';

/**
 * The home banner. The first banner paints at once as a plain <picture> (the page's LCP), and
 * swiper (its own chunk) stays off the main thread while the page loads: it takes over in the
 * same box when the first autoplay step is due (and moves on at once), or as soon as the
 * shopper reaches for the banner.
 */
export function BannerSlider({ sliders }: { sliders: Slider[] }) {
  const [takeover, setTakeover] = useState<Takeover>('none');
  const first = sliders[0];
  const many = sliders.length > 1;

  useEffect(
    () =>
      many
        ? afterPageLoad(SLIDER_AUTOPLAY_MS, () =>
            setTakeover((now) => (now === 'none' ? 'autoplay' : now)),
          )
        : undefined,
    [many],
  );

  if (!first) return null;
  const reach = () => many && takeover === 'none' && setTakeover('interaction');
  const still = <BannerPicture slider={first} eager />;
  return (
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label="Offers"
      onPointerEnter={reach}
      onTouchStart={reach}
      onFocus={reach}
    >
      {takeover === 'none' ? (
        still
      ) : (
        <Suspense fallback={still}>
          <BannerSwiper sliders={sliders} advanceOnStart={takeover === 'autoplay'} />
        </Suspense>
      )}
    </section>
  );
}

export function BannerSkeleton() {
  return (
    <div className={styles.banner} aria-hidden="true">
      <Skeleton className={styles.skeleton} height="auto" radius="sm" />
    </div>
  );
}
