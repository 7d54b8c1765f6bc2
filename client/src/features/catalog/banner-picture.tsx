import { linkTarget, pagePath } from '@contracts/links';
import type { Slider } from '@contracts/products';
import { PHONE_MEDIA } from '@contracts/storefront';
import { Link } from 'react-router-dom';
import styles from './banner.module.css';

/** One banner: image[0] on desktop, image[1] on phones, linking to the banner's link. */
export function BannerPicture({ slider, eager = false }: { slider: Slider; eager?: boolean }) {
  const [desktop, mobile] = slider.image;
  const picture = (
    <picture className={styles.picture}>
      <source media={PHONE_MEDIA} srcSet={mobile || desktop} width={800} height={1000} />
      <img
        src={desktop || mobile}
        alt={slider.name}
        width={1920}
        height={640}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding={eager ? 'auto' : 'async'}
        draggable={false}
      />
    </picture>
  );
  // Pages of the shop (resolving to this origin) stay in the app; https addresses are plain
  // links; anything else ("/\\evil.example" opens another site) is no link at all.
  const target = linkTarget(slider.link, location.origin);
  if (target === 'page')
    return (
      <Link to={pagePath(slider.link, location.origin)} className={styles.slide}>
        {picture}
      </Link>
    );
  if (target === 'external')
    return (
      <a href={slider.link} className={styles.slide} rel="noopener noreferrer">
        {picture}
      </a>
    );
  return <div className={styles.slide}>{picture}</div>;
}
