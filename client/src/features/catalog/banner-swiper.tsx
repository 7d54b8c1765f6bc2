import type { Slider } from '@contracts/products';
import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { ChevronRightIcon } from '@/components/page-icons';
import { SLIDER_AUTOPLAY_MS } from '@/lib/shop-constants';
import { BannerPicture } from './banner-picture';
import styles from './banner.module.css';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface BannerSwiperProps {
  sliders: Slider[];
  /** Taking over from the still banner when its 3 s are up: move to the next banner at once. */
  advanceOnStart?: boolean;
}

/** The banner carousel (lazily loaded): autoplay every 3 s, dots, arrows and a pause control. */
export function BannerSwiper({ sliders, advanceOnStart = false }: BannerSwiperProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);

  const togglePause = () => {
    if (paused) swiper?.autoplay.start();
    else swiper?.autoplay.stop();
    setPaused(!paused);
  };

  return (
    <div className={styles.carousel} data-active-slide={active}>
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        // Loop needs a few slides to work smoothly; with two, rewind to the first instead.
        loop={sliders.length > 2}
        rewind={sliders.length <= 2}
        speed={600}
        autoplay={
          paused
            ? false
            : { delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
        }
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={{ clickable: true }}
        a11y={{ slideRole: 'group' }}
        onSwiper={(instance) => {
          setSwiper(instance);
          if (advanceOnStart && !paused) instance.slideNext();
        }}
        onSlideChange={(instance) => setActive(instance.realIndex)}
        className={styles.swiper}
      >
        {sliders.map((slider, index) => (
          <SwiperSlide key={slider._id}>
            <BannerPicture slider={slider} eager={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className={styles.controls}>
        <button
          type="button"
          className={`${styles.control} ${styles.prev}`}
          aria-label="Previous banner"
          onClick={() => swiper?.slidePrev()}
        >
          <ChevronRightIcon size={20} />
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label="Next banner"
          onClick={() => swiper?.slideNext()}
        >
          <ChevronRightIcon size={20} />
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={paused ? 'Play banners' : 'Pause banners'}
          aria-pressed={paused}
          onClick={togglePause}
        >
          {paused ? <PlayGlyph /> : <PauseGlyph />}
        </button>
      </div>
    </div>
  );
}

const PauseGlyph = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
    <rect x="3" y="2" width="3" height="10" rx="1" fill="currentColor" />
    <rect x="8" y="2" width="3" height="10" rx="1" fill="currentColor" />
  </svg>
);
const PlayGlyph = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
    <path d="M4 2.5v9l7.5-4.5z" fill="currentColor" />
  </svg>
);
