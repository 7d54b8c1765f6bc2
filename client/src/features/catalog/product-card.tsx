import type { ProductCard as ProductSummary } from '@contracts/products';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { StarIcon } from '@/components/page-icons';
import { Price } from '@/components/price';
import { WishlistHeart } from '@/features/wishlist/wishlist-heart';
import { cx } from '@/lib/cx';
import { cardPrice } from './product-pricing';
import styles from './product-card.module.css';

export const productPath = (id: number) => `/item/info/${id}`;

export interface ProductCardProps {
  product: ProductSummary;
  /** Above the fold (the first cards of a page): load the image at once. */
  eager?: boolean;
}

/**
 * The one product card of every list: image (its second image on a mouse hover), wishlist
 * heart, brand, name, price (or range), MRP and discount, rating.
 */
export function ProductCard({ product, eager = false }: ProductCardProps) {
  const price = cardPrice(product);
  const cover = product.CoverImages[0];
  const rated = product.ratingCount > 0;
  // The second image is fetched only once a mouse comes over the card (never on touch).
  const [hovered, setHovered] = useState(false);
  const hoverImage = cover && hovered ? product.hoverImage : null;
  return (
    <article
      className={cx(styles.card, !product.inStock && styles.soldOut)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
    >
      <div className={styles.media}>
        {cover ? (
          <img
            src={cover}
            alt={product.productName}
            width={480}
            height={600}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        {hoverImage && (
          <img
            src={hoverImage}
            alt=""
            width={480}
            height={600}
            loading="lazy"
            decoding="async"
            className={styles.hoverImage}
            data-testid="card-hover-image"
          />
        )}
        {rated && (
          <span
            className={styles.rating}
            role="img"
            aria-label={`Rated ${product.ratingAvg.toFixed(1)} out of 5 from ${product.ratingCount} ${product.ratingCount === 1 ? 'rating' : 'ratings'}`}
          >
            {product.ratingAvg.toFixed(1)}
            <StarIcon size={11} className={styles.star} />
            <span className={styles.count}>{product.ratingCount}</span>
          </span>
        )}
        {!product.inStock && <span className={styles.stockTag}>Out of stock</span>}
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{product.productBrand}</p>
        <h3 className={styles.name}>
          <Link to={productPath(product._id)} className={styles.link}>
            {product.productName}
          </Link>
        </h3>
        {price && <Price {...price} decimals={1} size="sm" className={styles.price} />}
      </div>
      <WishlistHeart
        productId={product._id}
        productName={product.productName}
        className={styles.heart}
      />
    </article>
  );
}
