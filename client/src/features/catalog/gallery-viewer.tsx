import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard, Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/zoom';
import { ChevronRightIcon, CloseIcon } from '@/components/page-icons';
import { useModal } from '@/components/use-modal';
import styles from './gallery-viewer.module.css';

export interface GalleryViewerProps {
  images: string[];
  name: string;
  start: number;
  onClose: (index: number) => void;
}

/**
 * The full-screen gallery (lazily loaded): every image, arrows and arrow keys, swipe on phones,
 * pinch, double-tap or the zoom button to zoom; Esc or Close returns to the page.
 */
export default function GalleryViewer({ images, name, start, onClose }: GalleryViewerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const close = () => onClose(swiper?.activeIndex ?? index);
  useModal(panelRef, close);
  const many = images.length > 1;

  return createPortal(
    <div
      ref={panelRef}
      className={styles.viewer}
      role="dialog"
      aria-modal="true"
      aria-label={`${name}: images`}
      tabIndex={-1}
    >
      <div className={styles.bar}>
        <p className={styles.count} aria-live="polite">
          {index + 1} / {images.length}
        </p>
        <button
          type="button"
          className={styles.tool}
          aria-pressed={zoomed}
          onClick={() => swiper?.zoom.toggle()}
        >
          {zoomed ? 'Zoom out' : 'Zoom in'}
        </button>
        <button
          type="button"
          className={styles.tool}
          onClick={close}
          aria-label="Close"
          data-autofocus
        >
          <CloseIcon size={22} />
        </button>
      </div>
      <Swiper
        className={styles.swiper}
        modules={[A11y, Keyboard, Zoom]}
        initialSlide={start}
        keyboard={{ enabled: true }}
        zoom={{ maxRatio: 3, toggle: true }}
        onSwiper={setSwiper}
        onSlideChange={(s) => {
          setIndex(s.activeIndex);
          setZoomed(false);
        }}
        onZoomChange={(_s, scale) => setZoomed(scale > 1)}
      >
        {images.map((src, i) => (
          <SwiperSlide key={src} zoom>
            <img
              src={src}
              alt={`${name}, image ${i + 1} of ${images.length}`}
              loading={Math.abs(i - start) <= 1 ? 'eager' : 'lazy'}
              decoding="async"
              data-testid="gallery-image"
            />
          </SwiperSlide>
        ))}
      </Swiper>
      {many && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label="Previous image"
            disabled={index === 0}
            onClick={() => swiper?.slidePrev()}
          >
            <ChevronRightIcon size={28} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label="Next image"
            disabled={index === images.length - 1}
            onClick={() => swiper?.slideNext()}
          >
            <ChevronRightIcon size={28} />
          </button>
        </>
      )}
    </div>,
    document.body,
  );
}
